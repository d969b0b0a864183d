from dataclasses import dataclass, field
from typing import Optional

from datasets import load_dataset
from transformers import AutoModel, HfArgumentParser, Seq2SeqTrainer, Seq2SeqTrainingArguments


@dataclass
class ModelArguments:
    model_name_or_path: Optional[str] = field(
        default="THUDM/chatglm-6b",
        metadata={"help": "Path to pretrained model or model identifier from huggingface.co/models."}
    )
    finetuning_type: Optional[str] = field(default="lora")


@dataclass
class DataArguments:
    dataset: Optional[str] = field(default="alpaca_zh")


def main():
    parser = HfArgumentParser((ModelArguments, DataArguments, Seq2SeqTrainingArguments))
    model_args, data_args, training_args = parser.parse_args_into_dataclasses()
    dataset = load_dataset("tatsu-lab/alpaca")
    model = AutoModel.from_pretrained(model_args.model_name_or_path, trust_remote_code=True)
    trainer = Seq2SeqTrainer(model=model, args=training_args, train_dataset=dataset["train"])
    trainer.train()
    trainer.save_model()


if __name__ == "__main__":
    main()
