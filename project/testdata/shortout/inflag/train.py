import argparse
import os
import torch

if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('-o', '--originals', default='samples/orig', help='folder of original color images to learn from')
    parser.add_argument('-n', '--num-steps', type=int, default=10)
    parser.add_argument('--checkpoint-dir', default='weights', help='where checkpoints are written')
    args = parser.parse_args()
    os.makedirs(args.checkpoint_dir, exist_ok=True)
    torch.save({}, os.path.join(args.checkpoint_dir, 'model.pt'))
