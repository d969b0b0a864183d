# Stub of the Qwen-Image-Edit LoRA trainer (target + control images).
import argparse
import os

from omegaconf import OmegaConf

from image_datasets.control_dataset import loader, image_resize


def parse_args():
    parser = argparse.ArgumentParser(description="Qwen-Image-Edit LoRA training (stub).")
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
    # these three are forced here, whatever the config says
    args.save_cache_on_disk = False
    args.precompute_text_embeddings = True
    args.precompute_image_embeddings = True
    logging_dir = os.path.join(args.output_dir, args.logging_dir)
    # reads args.data_config.img_dir and args.data_config.control_dir;
    # honours args.quantize and args.adam8bit like train_4090.py
    for global_step in range(1, args.max_train_steps + 1):
        if global_step % args.checkpointing_steps == 0:
            save_path = os.path.join(args.output_dir, f"checkpoint-{global_step}")
            os.makedirs(save_path, exist_ok=True)


if __name__ == "__main__":
    main()
