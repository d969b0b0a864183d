from dataclasses import dataclass, field

from transformers import HfArgumentParser, TrainingArguments


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default=None)
    use_lora: bool = field(default=False)


@dataclass
class DataArguments:
    meta_path: str = field(default=None)


def main():
    parser = HfArgumentParser((ModelArguments, DataArguments, TrainingArguments))
    model_args, data_args, training_args = parser.parse_args_into_dataclasses()


if __name__ == '__main__':
    main()
