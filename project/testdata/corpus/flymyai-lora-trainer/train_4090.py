# Stub of the < 24 GiB variant: caches text/image embeddings, quantizes the
# transformer to qfloat8 (optimum-quanto) and can use bitsandbytes Adam8bit.
import argparse
import os

from omegaconf import OmegaConf
from optimum.quanto import quantize, qfloat8, freeze
import bitsandbytes as bnb

from image_datasets.dataset import loader, image_resize


def parse_args():
    parser = argparse.ArgumentParser(description="Qwen-Image LoRA training for 24 GiB GPUs (stub).")
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
    if args.precompute_text_embeddings or args.precompute_image_embeddings:
        cache_dir = os.path.join(args.output_dir, "cache")
        os.makedirs(cache_dir, exist_ok=True)
        if args.save_cache_on_disk:
            txt_cache_dir = os.path.join(cache_dir, "text_embs")
            img_cache_dir = os.path.join(cache_dir, "img_embs")
    # captions are read from args.data_config.img_dir, images resized to args.data_config.img_size
    if args.quantize:
        pass  # quantize(transformer, weights=qfloat8); freeze(transformer)
    if args.adam8bit:
        pass  # bnb.optim.Adam8bit(lora_params, lr=args.learning_rate, betas=(args.adam_beta1, args.adam_beta2))
    for global_step in range(1, args.max_train_steps + 1):
        if global_step % args.checkpointing_steps == 0:
            save_path = os.path.join(args.output_dir, f"checkpoint-{global_step}")
            os.makedirs(save_path, exist_ok=True)


if __name__ == "__main__":
    main()
