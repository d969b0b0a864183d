from .rlkit import train
