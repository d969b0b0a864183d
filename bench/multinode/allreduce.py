#!/usr/bin/env python3
"""All-reduce throughput between the ranks of a torchrun job.

    torchrun --nnodes=2 --nproc_per_node=1 ... allreduce.py [MiB] [iterations]

Each rank all-reduces (sum) a float32 tensor of MiB mebibytes, a few times
to warm up, then `iterations` times; rank 0 prints the mean time and the
bus bandwidth (NCCL-tests' convention: 2(n-1)/n x size / time).
"""
import os
import sys
import time

import torch
import torch.distributed as dist


def main():
    mib = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    iters = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    cuda = torch.cuda.is_available()
    dist.init_process_group("nccl" if cuda else "gloo")
    device = torch.device("cuda", int(os.environ.get("LOCAL_RANK", "0"))) if cuda else torch.device("cpu")
    n = dist.get_world_size()
    x = torch.ones(mib * 2**20 // 4, dtype=torch.float32, device=device)
    for _ in range(3):
        dist.all_reduce(x)
    if cuda:
        torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(iters):
        dist.all_reduce(x)
    if cuda:
        torch.cuda.synchronize()
    took = (time.perf_counter() - start) / iters
    if dist.get_rank() == 0:
        size = mib * 2**20
        busbw = 2 * (n - 1) / n * size / took / 1e9
        print(f"all_reduce {mib} MiB x{iters} over {dist.get_backend()}, {n} ranks: "
              f"{took * 1e3:.1f} ms each, algbw {size / took / 1e9:.2f} GB/s, busbw {busbw:.2f} GB/s", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
