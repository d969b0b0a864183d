import argparse
import torch
import yaml
parser = argparse.ArgumentParser()
parser.add_argument('--config', type=str, default='configs/pets.yaml')
parser.add_argument('--output_path', type=str, default='.')
parser.add_argument('--multigpus', action='store_true')
opts = parser.parse_args()
config = yaml.safe_load(open(opts.config))
model = torch.nn.Linear(2, 2)
torch.save(model.state_dict(), opts.output_path + '/gen.pt')
