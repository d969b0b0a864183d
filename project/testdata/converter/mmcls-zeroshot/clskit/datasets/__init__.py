from .cifar import CIFAR10
from .imagenet import ImageNet
