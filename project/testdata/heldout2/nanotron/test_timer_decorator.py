from nanotron.logging.timers import nanotron_timer, TimerType
import time
import torch
def test_default_decorator():
def test_cuda_decorator():
def test_cpu_decorator():
def test_custom_name_decorator():
if __name__ == "__main__":
