from dataclasses import dataclass, field

import transformers


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default="org/chatlm-7b")


@dataclass
class DataArguments:
    data_path: str = field(default=None)


def train():
    parser = transformers.HfArgumentParser((ModelArguments, DataArguments, transformers.TrainingArguments))
    parser.parse_args_into_dataclasses()


if __name__ == "__main__":
    train()
