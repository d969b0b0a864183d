# LoRA network module for Wan (stub).

def create_arch_network(*args, **kwargs):
    ...
