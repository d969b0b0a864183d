# defaults; any of them may be set on the command line: --voc-data-dir=./data/
class Config:
    # data
    voc_data_dir = '/datasets/PASCAL2007/VOC2007/'
    min_size = 600
    num_workers = 8
    env = 'frcnn'
    plot_every = 40
    load_path = None
    caffe_pretrain_path = 'checkpoints/vgg16_caffe.pth'

    def _parse(self, kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)


opt = Config()
