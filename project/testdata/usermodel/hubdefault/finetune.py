from dataclasses import dataclass, field

import datasets
from transformers import AutoModel, HfArgumentParser, Trainer, TrainingArguments


@dataclass
class FinetuneArguments:
    dataset_path: str = field(default="data/rows.jsonl")
    lora_rank: int = field(default=8)
    glm_path: str = field(default="some-org/glm-6b")


def main():
    finetune_args, training_args = HfArgumentParser((FinetuneArguments, TrainingArguments)).parse_args_into_dataclasses()
    model = AutoModel.from_pretrained(
        finetune_args.glm_path,
        trust_remote_code=True,
    )
    dataset = datasets.load_dataset("json", data_files=finetune_args.dataset_path)
    trainer = Trainer(model=model, train_dataset=dataset, args=training_args)
    trainer.train()
    model.save_pretrained(training_args.output_dir)


if __name__ == "__main__":
    main()
