from dataclasses import dataclass, field

from transformers import HfArgumentParser, Seq2SeqTrainingArguments


@dataclass
class DataArguments:
    train_file: str = field(default=None)
    validation_file: str = field(default=None)


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default=None)
    pre_seq_len: int = field(default=None)


def main():
    parser = HfArgumentParser((ModelArguments, DataArguments, Seq2SeqTrainingArguments))
    model_args, data_args, training_args = parser.parse_args_into_dataclasses()
    print(model_args, data_args, training_args)


if __name__ == "__main__":
    main()
