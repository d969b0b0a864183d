"""
Stub of nanoGPT's train.py: module-level defaults, overridden by configurator.py.

single GPU:  python train.py --batch_size=32 --compile=False
DDP, 1 node: torchrun --standalone --nproc_per_node=4 train.py
"""
import os

import torch

# defaults (GPT-2 124M on OpenWebText)
out_dir = 'out'
eval_interval = 2000
log_interval = 1
eval_iters = 200
eval_only = False
always_save_checkpoint = True
init_from = 'scratch' # 'scratch' | 'resume' | 'gpt2*'
wandb_log = False
wandb_project = 'owt'
wandb_run_name = 'gpt2'
dataset = 'openwebtext'
gradient_accumulation_steps = 5 * 8
batch_size = 12
block_size = 1024
n_layer = 12
n_head = 12
n_embd = 768
dropout = 0.0
bias = False
learning_rate = 6e-4
max_iters = 600000
weight_decay = 1e-1
beta1 = 0.9
beta2 = 0.95
grad_clip = 1.0
decay_lr = True
warmup_iters = 2000
lr_decay_iters = 600000
min_lr = 6e-5
backend = 'nccl'
device = 'cuda'
dtype = 'bfloat16' if torch.cuda.is_available() and torch.cuda.is_bf16_supported() else 'float16'
compile = True
config_keys = [k for k,v in globals().items() if not k.startswith('_') and isinstance(v, (int, float, bool, str))]
exec(open('configurator.py').read())
config = {k: globals()[k] for k in config_keys}

ddp = int(os.environ.get('RANK', -1)) != -1
master_process = True
if master_process:
    os.makedirs(out_dir, exist_ok=True)
data_dir = os.path.join('data', dataset)  # expects train.bin / val.bin from prepare.py
ckpt_path = os.path.join(out_dir, 'ckpt.pt')
