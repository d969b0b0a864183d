import os
import sys
import uuid
from dataclasses import dataclass

with open(sys.argv[0], "r") as f:
    code = f.read()

import torch
import torch.distributed as dist


@dataclass
class Hyperparameters:
    data_path = os.environ.get("DATA_PATH", ".")
    train_files: str = os.path.join(data_path, "data/tokens/train_*.bin")
    val_files: str = os.path.join(data_path, "data/tokens/val_*.bin")
    num_iterations: int = 1750
    save_checkpoint: bool = False


args = Hyperparameters()
rank = int(os.environ["RANK"])
world_size = int(os.environ["WORLD_SIZE"])
dist.init_process_group(backend="nccl")
master_process = rank == 0

logfile = None
if master_process:
    run_id = uuid.uuid4()
    os.makedirs("logs", exist_ok=True)
    logfile = f"logs/{run_id}.txt"
    print(logfile)


def print0(s, console=False):
    if master_process:
        with open(logfile, "a") as f:
            print(s, file=f)


print0(code)
for step in range(args.num_iterations + 1):
    last_step = step == args.num_iterations
    if last_step:
        if master_process and args.save_checkpoint:
            log = dict(step=step, code=code, model=model.state_dict())
            os.makedirs(f"logs/{run_id}", exist_ok=True)
            torch.save(log, f"logs/{run_id}/state_step{step:06d}.pt")
        break
dist.destroy_process_group()
