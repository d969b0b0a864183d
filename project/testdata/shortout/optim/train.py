import argparse
import os
import torch

if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('-o', '--optimizer', default='adam', help='sgd or adam')
    parser.add_argument('--lr', type=float, default=1e-3)
    parser.add_argument('--save_dir', default='checkpoints', help='where the model is saved')
    args = parser.parse_args()
    os.makedirs(args.save_dir, exist_ok=True)
    torch.save({}, os.path.join(args.save_dir, 'model.pt'))
