from dataclasses import dataclass, field

from transformers import HfArgumentParser, TrainingArguments


@dataclass
class ModelArguments:
    model_name_or_path: str = field(default=None)
    lora_rank: int = field(default=8)


@dataclass
class DataTrainingArguments:
    dataset_dir: str = field(default=None)


if __name__ == "__main__":
    HfArgumentParser((ModelArguments, DataTrainingArguments, TrainingArguments)).parse_args_into_dataclasses()
