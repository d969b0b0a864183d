import sys
import yaml
import torch
from transformers import HfArgumentParser, TrainingArguments

def main():
    parser = HfArgumentParser((TrainingArguments,))
    args = parser.parse_yaml_file(sys.argv[1])[0]
    torch.save({}, args.output_dir + "/model.pt")

if __name__ == "__main__":
    main()
