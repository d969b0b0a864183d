import argparse

parser = argparse.ArgumentParser()
parser.add_argument('--epochs', type=int, default=10)
parser.add_argument('--data_dir', default='data')
parser.add_argument('--output_dir', default='checkpoints')
args, overrides = parser.parse_known_args()
print(args, overrides)
