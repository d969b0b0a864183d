class ImageNet:
    def __init__(self, data_prefix):
        self.data_prefix = data_prefix
