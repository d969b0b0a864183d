import os
import sys

import numpy as np
import torch

out_dir = 'out'
data_path = 'data/openwebtext/train.bin'
batch_size = 12
block_size = 1024
max_iters = 600000
config_file = sys.argv[1]
exec(open(config_file).read())

data = np.memmap(data_path, dtype=np.uint16, mode='r')
model = torch.nn.Linear(block_size, block_size)
os.makedirs(out_dir, exist_ok=True)
torch.save(model.state_dict(), os.path.join(out_dir, 'ckpt.pt'))
