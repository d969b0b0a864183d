from .core import train94
