# LoRA network module for Z-Image (stub).

def create_arch_network(*args, **kwargs):
    ...
