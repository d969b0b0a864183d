from dataclasses import dataclass, field

import transformers
import trl
from datasets import load_dataset


@dataclass
class TrainingConfig:
    model_name: str = field(default="Qwen/Qwen2.5-0.5B-Instruct")
    block_size: int = field(default=4096)
    train_file_path: str = field(default="example-org/reasoning-1k")


def train():
    parser = transformers.HfArgumentParser((TrainingConfig, trl.SFTConfig))
    config, args = parser.parse_args_into_dataclasses()
    dataset = load_dataset(config.train_file_path)
    model = transformers.AutoModelForCausalLM.from_pretrained(config.model_name)
    trainer = trl.SFTTrainer(model, train_dataset=dataset["train"], args=args)
    trainer.train()
    trainer.save_model(output_dir=args.output_dir)


if __name__ == "__main__":
    train()
