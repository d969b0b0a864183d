import argparse
import torch
p = argparse.ArgumentParser()
p.add_argument("--model_name_or_path")
p.add_argument("--dataset_path")
p.add_argument("--output_dir")
p.add_argument("--do_train", action="store_true")
a = p.parse_args()
torch.save({}, a.output_dir + "/model.pt")
