from .lib94 import train94
