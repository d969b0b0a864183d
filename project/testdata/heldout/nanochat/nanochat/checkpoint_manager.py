# Fixture stub: save/load checkpoints under <base_dir>/{base,chatsft,chatrl}_checkpoints/<model_tag>.
import os

from nanochat.common import get_base_dir

def save_checkpoint(checkpoint_dir, step, model_data, optimizer_data, meta_data, rank=0):
    ...


def load_checkpoint(checkpoint_dir, step, device, load_optimizer=False, rank=0):
    ...


def load_model(source, *args, **kwargs):
    folder = {"base": "base_checkpoints", "sft": "chatsft_checkpoints", "rl": "chatrl_checkpoints"}[source]
    checkpoints_dir = os.path.join(get_base_dir(), folder)
    return checkpoints_dir
