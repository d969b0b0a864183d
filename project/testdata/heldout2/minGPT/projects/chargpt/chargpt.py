"""chargpt (fixture): configured with CfgNode, overridable from the command line."""
import os
import sys

from mingpt.model import GPT
from mingpt.trainer import Trainer
from mingpt.utils import set_seed, setup_logging, CfgNode as CN


def get_config():
    C = CN()
    C.system = CN()
    C.system.seed = 3407
    C.system.work_dir = './out/chargpt'
    C.model = GPT.get_default_config()
    C.trainer = Trainer.get_default_config()
    return C


if __name__ == '__main__':
    config = get_config()
    config.merge_from_args(sys.argv[1:])
    setup_logging(config)
    set_seed(config.system.seed)
    # ... build the dataset and model, train, and save model.pt every so often ...
    ckpt_path = os.path.join(config.system.work_dir, "model.pt")
