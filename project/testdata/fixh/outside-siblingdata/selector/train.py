from transformers import HfArgumentParser, TrainingArguments

if __name__ == "__main__":
    parser = HfArgumentParser((TrainingArguments,))
    (args,) = parser.parse_args_into_dataclasses()
