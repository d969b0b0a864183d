import argparse
import json
import torch
parser = argparse.ArgumentParser()
parser.add_argument('--data_path', type=str)
parser.add_argument('--image_folder', type=str)
parser.add_argument('--output_dir', type=str)
parser.add_argument('--model_name_or_path', type=str)
parser.add_argument('--deepspeed', type=str)
parser.add_argument('--num_train_epochs', type=int, default=1)
args = parser.parse_args()
data = json.load(open(args.data_path))
torch.save(torch.nn.Linear(2, 2).state_dict(), args.output_dir + '/model.pt')
