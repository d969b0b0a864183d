"""Entry point: python -m torchtitan.train --module MODULE --config CONFIG (fixture)."""
import os

import torch

from torchtitan.config import ConfigManager
from torchtitan.trainer import Trainer


def main() -> None:
    config = ConfigManager().parse_args()
    trainer = config.build()
    if config.checkpoint.create_seed_checkpoint:
        assert int(os.environ["WORLD_SIZE"]) == 1, "a seed checkpoint is made on one device"
        trainer.checkpointer.save(curr_step=0, last_step=True)
    else:
        trainer.train()
    trainer.close()
    if torch.distributed.is_initialized():
        torch.distributed.destroy_process_group()


if __name__ == "__main__":
    main()
