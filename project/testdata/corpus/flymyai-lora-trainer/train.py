# Stub of the Qwen-Image LoRA trainer (bf16, no quantization).
import argparse
import os

from accelerate import Accelerator
from accelerate.utils import ProjectConfiguration
from omegaconf import OmegaConf

from image_datasets.dataset import loader


def parse_args():
    parser = argparse.ArgumentParser(description="Qwen-Image LoRA training (stub).")
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
    project = ProjectConfiguration(project_dir=args.output_dir, logging_dir=logging_dir)
    accelerator = Accelerator(
        gradient_accumulation_steps=args.gradient_accumulation_steps,
        mixed_precision=args.mixed_precision,
        log_with=args.report_to,
        project_config=project,
    )
    os.makedirs(args.output_dir, exist_ok=True)
    # model: args.pretrained_model_name_or_path, LoRA rank args.rank,
    # AdamW(args.learning_rate, args.adam_beta1/2, args.adam_weight_decay, args.adam_epsilon)
    train_dataloader = loader(**args.data_config)
    for global_step in range(1, args.max_train_steps + 1):
        if global_step % args.checkpointing_steps == 0:
            # prunes to args.checkpoints_total_limit, then writes pytorch_lora_weights.safetensors
            save_path = os.path.join(args.output_dir, f"checkpoint-{global_step}")
            os.makedirs(save_path, exist_ok=True)


if __name__ == "__main__":
    main()
