from yacs.config import CfgNode as CN

_C = CN()
_C.DATA = CN()
_C.DATA.DATA_PATH = 'data/imagenet'
_C.DATA.DATASET = 'imagenet'
_C.OUTPUT = ''


def get_config(args):
    config = _C.clone()
    if args.output:
        config.OUTPUT = args.output
    return config
