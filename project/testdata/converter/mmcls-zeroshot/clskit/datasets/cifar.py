import os

from .base import BaseDataset

from .utils import download_and_extract_archive


class CIFAR10(BaseDataset):
    """CIFAR10 <https://www.cs.toronto.edu/~kriz/cifar.html> dataset."""

    url = 'https://www.cs.toronto.edu/~kriz/cifar-10-python.tar.gz'

    def __init__(self, data_root, split='train', download=True):
        if download and not os.path.exists(os.path.join(data_root, 'cifar-10-batches-py')):
            download_and_extract_archive(self.url, data_root)
