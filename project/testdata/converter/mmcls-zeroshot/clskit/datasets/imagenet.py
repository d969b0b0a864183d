class ImageNet:
    """ImageNet <https://image-net.org> dataset: download it by hand."""

    def __init__(self, data_root, split='train'):
        self.data_root = data_root
