import argparse
from model_args import add_model_args

parser = argparse.ArgumentParser()
parser.add_argument('--epochs', type=int, default=10)
parser.add_argument('--output_dir', default='checkpoints')
add_model_args(parser)
args = parser.parse_args()
print(args)
