from accelerate import Accelerator
from omegaconf import open_dict
import hydra
import torch

from .utils import setup_basics, train, get_model, get_config, get_tokenizer, get_dataloaders


@hydra.main(config_path="configs", config_name="default", version_base='1.1')
def main(args):
    accelerator = Accelerator(cpu=args.device == "cpu", mixed_precision=args.precision)
    logger = setup_basics(accelerator, args)
    config = get_config(args)
    model = get_model(args, config)
    # ... optimizer, scheduler and loaders, prepared by the accelerator ...
    train(model, accelerator, logger, args)
    logger.finish()


if __name__ == "__main__":
    main()
