import sys
def check_torch_gpu():
