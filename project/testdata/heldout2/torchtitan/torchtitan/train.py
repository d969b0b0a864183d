import os
import torch
from torchtitan.config import ConfigManager
from torchtitan.observability import structured_logger as sl
from torchtitan.tools.logging import init_logger, logger
from torchtitan.trainer import Trainer
def main() -> None:
        output_dir=config.dump_folder,
        # training/checkpointing as the # model is not fully initialized
            config.checkpoint.create_seed_checkpoint  # pyrefly: ignore[missing-attribute]
                int(os.environ["WORLD_SIZE"]) == 1
            ), "Must create seed checkpoint using a single device, to disable sharding."
                config.checkpoint.enable  # pyrefly: ignore [missing-attribute]
            ), "Must enable checkpointing when creating a seed checkpoint."
            trainer.checkpointer.save(curr_step=0, last_step=True)
            logger.info("Created seed checkpoint")
if __name__ == "__main__":
