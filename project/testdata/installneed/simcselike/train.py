import argparse
import os

import torch
from transformers import Trainer
from sentlib.models import ContrastiveBert


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--model_name_or_path', default='bert-base-uncased')
    p.add_argument('--train_file', default='data/wiki_sentences.txt')
    p.add_argument('--output_dir', default='result')
    p.add_argument('--num_train_epochs', type=int, default=1)
    args = p.parse_args()
    model = ContrastiveBert(args.model_name_or_path)
    os.makedirs(args.output_dir, exist_ok=True)
    torch.save(model.state_dict(), os.path.join(args.output_dir, 'model.pt'))


if __name__ == '__main__':
    main()
