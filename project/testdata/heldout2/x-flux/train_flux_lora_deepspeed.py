import argparse
import os

from accelerate import Accelerator
from accelerate.utils import ProjectConfiguration
from omegaconf import OmegaConf


def parse_args():
    parser = argparse.ArgumentParser(description="Trains FLUX from a YAML config.")
    parser.add_argument(
        "--config",
        type=str,
        default=None,
        required=True,
        help="path to config",
    )
    args = parser.parse_args()
    return args.config


def main():
    args = OmegaConf.load(parse_args())
    logging_dir = os.path.join(args.output_dir, args.logging_dir)
    accelerator_project_config = ProjectConfiguration(project_dir=args.output_dir, logging_dir=logging_dir)
    accelerator = Accelerator(
        gradient_accumulation_steps=args.gradient_accumulation_steps,
        mixed_precision=args.mixed_precision,
        project_config=accelerator_project_config,
    )
    if accelerator.is_main_process and args.output_dir is not None:
        os.makedirs(args.output_dir, exist_ok=True)
    # ... the loop saves to os.path.join(args.output_dir, f"checkpoint-{global_step}") ...


if __name__ == "__main__":
    main()
