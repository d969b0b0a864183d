from torchvision.datasets.utils import download_and_extract_archive


class MNIST:
    resources = [('https://example.org/mnist/train-images-idx3-ubyte.gz', 'f68b3c2dcbeaaa9fbdd348bbdeb94873')]

    def __init__(self, data_prefix):
        for url, md5 in self.resources:
            download_and_extract_archive(url, download_root=data_prefix, md5=md5)
