from dataclasses import dataclass, field

import transformers


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default="example-org/LinearLM-1B")


@dataclass
class DataArguments:
    data_path: str = field(default=None)


def main():
    parser = transformers.HfArgumentParser((ModelArguments, DataArguments, transformers.TrainingArguments))
    model_args, data_args, training_args = parser.parse_args_into_dataclasses()
    trainer = transformers.Trainer(args=training_args)
    trainer.train()
    trainer.save_state()


if __name__ == "__main__":
    main()
