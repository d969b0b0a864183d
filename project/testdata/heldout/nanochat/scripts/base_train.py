"""
Pretrain the base model. From the repo root:

python -m scripts.base_train

or distributed:

torchrun --nproc_per_node=8 -m scripts.base_train

Tiny CPU example:
python -m scripts.base_train --depth=4 --max-seq-len=512 --device-batch-size=1 --eval-tokens=512 --core-metric-every=-1 --total-batch-size=512 --num-iterations=20
"""
import argparse
import os

from nanochat.common import compute_init, print0, DummyWandb, get_base_dir, autodetect_device_type
from nanochat.tokenizer import get_tokenizer, get_token_bytes
from nanochat.checkpoint_manager import save_checkpoint, load_checkpoint

parser = argparse.ArgumentParser(description="Pretrain base model")
parser.add_argument("--run", type=str, default="dummy", help="wandb run name ('dummy' disables wandb)")
parser.add_argument("--device-type", type=str, default="", help="cuda|cpu|mps (empty = autodetect)")
parser.add_argument("--fp8", action="store_true", help="FP8 training (H100+)")
parser.add_argument("--fp8-recipe", type=str, default="tensorwise", choices=["rowwise", "tensorwise"])
parser.add_argument("--depth", type=int, default=20, help="number of transformer layers")
parser.add_argument("--aspect-ratio", type=int, default=64)
parser.add_argument("--head-dim", type=int, default=128)
parser.add_argument("--max-seq-len", type=int, default=2048)
parser.add_argument("--window-pattern", type=str, default="SSSL")
parser.add_argument("--num-iterations", type=int, default=-1)
parser.add_argument("--target-flops", type=float, default=-1.0)
parser.add_argument("--target-param-data-ratio", type=float, default=12)
parser.add_argument("--device-batch-size", type=int, default=32, help="per-device batch size; lower it on OOM")
parser.add_argument("--total-batch-size", type=int, default=-1)
parser.add_argument("--warmup-steps", type=int, default=40)
parser.add_argument("--resume-from-step", type=int, default=-1)
parser.add_argument("--eval-every", type=int, default=250)
parser.add_argument("--eval-tokens", type=int, default=80 * 524288)
parser.add_argument("--core-metric-every", type=int, default=2000)
parser.add_argument("--core-metric-max-per-task", type=int, default=500)
parser.add_argument("--sample-every", type=int, default=2000)
parser.add_argument("--save-every", type=int, default=-1, help="-1 = only at the end")
parser.add_argument("--model-tag", type=str, default=None, help="checkpoint folder name override")
args = parser.parse_args()

tokenizer = get_tokenizer()  # trained by scripts/tok_train.py into <base_dir>/tokenizer

# resume or save under <base_dir>/base_checkpoints/<model tag>
base_dir = get_base_dir()
output_dirname = args.model_tag if args.model_tag else f"d{args.depth}"
checkpoint_dir = os.path.join(base_dir, "base_checkpoints", output_dirname)
