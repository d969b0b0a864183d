import torch

configurations = {
    1: dict(
        SEED = 1337,
        DATA_ROOT = '/home/alice/Projects/face-zoo/data', # the parent root of train/val data
        MODEL_ROOT = '/home/alice/Projects/face-zoo/model', # checkpoints
        LOG_ROOT = '/home/alice/Projects/face-zoo/log',
        BACKBONE_NAME = 'IR_SE_50',
        BATCH_SIZE = 512,
    ),
}
