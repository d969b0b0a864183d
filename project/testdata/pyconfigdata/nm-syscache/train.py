import torchvision
from config import cfg

ds = torchvision.datasets.MNIST(root=cfg.data_root, train=True, download=True)
