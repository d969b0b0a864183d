import os


class Dataset:
    def __init__(self, opt):
        self.root = os.path.join(opt.voc_data_dir, 'JPEGImages')
