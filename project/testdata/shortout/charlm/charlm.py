import os
import argparse
import torch
from torch.utils.tensorboard import SummaryWriter

def train(args):
    os.makedirs(args.work_dir, exist_ok=True)
    writer = SummaryWriter(log_dir=args.work_dir)
    model = torch.nn.Linear(4, 4)
    torch.save(model.state_dict(), os.path.join(args.work_dir, "model.pt"))

if __name__ == '__main__':
    parser = argparse.ArgumentParser(description="char lm")
    parser.add_argument('--input-file', '-i', type=str, default='words.txt', help="input file with one word a line")
    parser.add_argument('--work-dir', '-o', type=str, default='out', help="output working directory")
    parser.add_argument('--resume', action='store_true', help="resume from the model in the workdir")
    parser.add_argument('--device', type=str, default='cpu', help="device")
    args = parser.parse_args()
    train(args)
