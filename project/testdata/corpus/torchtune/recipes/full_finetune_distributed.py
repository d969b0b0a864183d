"""Recipe full_finetune_distributed (fixture stub).

Reads everything from the YAML config; checkpoints, adapter weights and logs go to
cfg.output_dir (checkpointer.output_dir and metric_logger.log_dir interpolate it).
"""

import sys

from torchtune import config


class Recipe:
    def __init__(self, cfg) -> None:
        self._output_dir = cfg.output_dir


@config.parse
def recipe_main(cfg) -> None:
    """Entry point for full_finetune_distributed."""


if __name__ == "__main__":
    sys.exit(recipe_main())
