from .image_net import ImageNet
from .image_net_22k import ImageNet22k
