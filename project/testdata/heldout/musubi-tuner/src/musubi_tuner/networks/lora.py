# LoRA network module for HunyuanVideo (stub).

def create_arch_network(*args, **kwargs):
    ...
