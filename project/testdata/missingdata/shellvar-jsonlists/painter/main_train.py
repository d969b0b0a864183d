import argparse
import json
import torch
parser = argparse.ArgumentParser()
parser.add_argument('--data_path', type=str)
parser.add_argument('--json_path', type=str, nargs='+')
parser.add_argument('--val_json_path', type=str, nargs='+')
parser.add_argument('--output_dir', type=str, default='output')
parser.add_argument('--batch_size', type=int, default=2)
parser.add_argument('--input_size', type=int, nargs='+')
args = parser.parse_args()
items = [json.load(open(p)) for p in args.json_path]
torch.save(torch.nn.Linear(2, 2).state_dict(), args.output_dir + '/checkpoint.pth')
