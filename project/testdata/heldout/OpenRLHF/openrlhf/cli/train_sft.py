# Fixture stub: SFT entry point (argument shape only). Launched with `deepspeed --module openrlhf.cli.train_sft`.
import argparse
import os
from datetime import datetime


def train(args):
    os.makedirs(args.ckpt.output_dir, exist_ok=True)
    # ... final model saved to args.ckpt.output_dir; DeepSpeed checkpoints to args.ckpt.path


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    # Checkpoint
    parser.add_argument("--ckpt.output_dir", type=str, default="./ckpt")
    parser.add_argument("--ckpt.save_steps", type=int, default=-1)
    parser.add_argument("--ckpt.save_hf", action="store_true", default=False)
    parser.add_argument("--logger.logging_steps", type=int, default=1)
    parser.add_argument("--eval.steps", type=int, default=-1)
    parser.add_argument("--ckpt.path", type=str, default="./ckpt/checkpoints_sft")
    parser.add_argument("--ckpt.max_num", type=int, default=3)
    parser.add_argument("--ckpt.load_enable", action="store_true", default=False)
    # DeepSpeed / training
    parser.add_argument("--train.micro_batch_size", type=int, default=8, help="batch size per GPU")
    parser.add_argument("--train.batch_size", type=int, default=128, help="global batch size")
    parser.add_argument("--model.gradient_checkpointing_enable", action="store_true", default=False)
    parser.add_argument("--train.seed", type=int, default=42)
    parser.add_argument("--local_rank", type=int, default=-1, help="set by deepspeed")
    parser.add_argument("--ds.zero_stage", type=int, default=2)
    parser.add_argument("--ds.param_dtype", type=str, default="bf16", choices=["bf16", "fp16"])
    parser.add_argument("--ds.attn_implementation", type=str, default="flash_attention_2")
    parser.add_argument("--ds.adam_offload", action="store_true", default=False)
    parser.add_argument("--train.max_epochs", type=int, default=2)
    parser.add_argument("--model.model_name_or_path", type=str, default=None)
    parser.add_argument("--model.pretrain_mode_enable", action="store_true", default=False)
    parser.add_argument("--adam.lr", type=float, default=5e-6)
    parser.add_argument("--ds.ring_attn_size", type=int, default=1)
    parser.add_argument("--ds.load_in_4bit", action="store_true", default=False)
    parser.add_argument("--ds.lora.rank", type=int, default=0)
    parser.add_argument("--ds.lora.alpha", type=int, default=16)
    parser.add_argument("--ds.packing_samples", action="store_true", default=False)
    # Data
    parser.add_argument("--data.dataset", type=str, default=None, help="training dataset")
    parser.add_argument("--eval.dataset", type=str, default=None)
    parser.add_argument("--data.max_samples", type=int, default=1000000)
    parser.add_argument("--data.multiturn", action="store_true", default=False)
    parser.add_argument("--data.input_key", type=str, default="input")
    parser.add_argument("--data.output_key", type=str, default=None)
    parser.add_argument("--data.input_template", type=str, default="User: {}\nAssistant: ")
    parser.add_argument("--data.apply_chat_template", action="store_true", default=False)
    parser.add_argument("--data.max_len", type=int, default=2048)
    # Logging
    parser.add_argument("--logger.wandb.key", type=str, default=None)
    parser.add_argument("--logger.wandb.project", type=str, default="openrlhf_train_sft")
    parser.add_argument("--logger.wandb.run_name", type=str, default="sft_%s" % datetime.now().strftime("%m%dT%H:%M"))
    parser.add_argument("--logger.tensorboard_dir", type=str, default=None)
    parser.add_argument("--use_ms", action="store_true", default=False)

    args = parser.parse_args()
    from openrlhf.utils.config import hierarchize

    train(hierarchize(args))
