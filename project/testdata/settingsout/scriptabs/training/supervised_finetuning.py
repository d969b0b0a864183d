import os
from dataclasses import dataclass, field

import torch
from transformers import HfArgumentParser, Seq2SeqTrainingArguments, Trainer


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default=None)


@dataclass
class DataArguments:
    train_file_dir: str = field(default=None)


def save_model(model, tokenizer, args):
    output_dir = args.output_dir
    os.makedirs(output_dir, exist_ok=True)
    model.save_pretrained(output_dir)
    tokenizer.save_pretrained(output_dir)


def main():
    parser = HfArgumentParser((ModelArguments, DataArguments, Seq2SeqTrainingArguments))
    model_args, data_args, training_args = parser.parse_args_into_dataclasses()
    trainer = Trainer(args=training_args)
    trainer.train()
    save_model(trainer.model, None, training_args)


if __name__ == "__main__":
    main()
