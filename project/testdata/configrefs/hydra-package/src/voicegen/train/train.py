import os
from importlib.resources import files

import hydra
from omegaconf import OmegaConf

from voicegen.model import Trainer

os.chdir(str(files("voicegen").joinpath("../..")))


@hydra.main(version_base="1.3", config_path=str(files("voicegen").joinpath("configs")), config_name=None)
def main(cfg):
    trainer = Trainer(cfg, checkpoint_path=str(files("voicegen").joinpath(f"../../{cfg.ckpts.save_dir}")))
    trainer.train()


if __name__ == "__main__":
    main()
