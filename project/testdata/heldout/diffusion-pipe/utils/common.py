# Shared helpers (stub).
DTYPE_MAP = {'float32': 'fp32', 'bfloat16': 'bf16', 'float16': 'fp16'}
