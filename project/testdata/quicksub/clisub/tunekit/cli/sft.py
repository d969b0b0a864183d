import argparse

from transformers import Trainer, TrainingArguments


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument('--model', required=True)
    parser.add_argument('--tuner_type', default='lora', choices=['lora', 'full'])
    parser.add_argument('--dataset', nargs='+', default=[])
    parser.add_argument('--learning_rate', type=float, default=1e-4)
    parser.add_argument('--output_dir', default='output')
    args = parser.parse_args(argv)
    trainer = Trainer(args=TrainingArguments(output_dir=args.output_dir))
    trainer.train()
    trainer.save_model(args.output_dir)
