import argparse
import torch

parser = argparse.ArgumentParser()
parser.add_argument('--data_path', type=str, required=True)
parser.add_argument('--cuda', action='store_true')
parser.add_argument('--no_earlystopping', action='store_true')
parser.add_argument('--kenlm_path', type=str, default=None)
parser.add_argument('--save', type=str, default='output')
args = parser.parse_args()
