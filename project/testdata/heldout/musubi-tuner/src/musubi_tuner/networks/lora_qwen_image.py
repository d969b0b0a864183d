# LoRA network module for Qwen-Image (stub).

def create_arch_network(*args, **kwargs):
    ...
