# Stub of qlora.py: HfArgumentParser over four dataclasses; unknown flags are returned, not rejected.
from dataclasses import dataclass, field
import os
from os.path import exists, join, isdir
from typing import Optional

import argparse
import bitsandbytes as bnb
import torch
import transformers
from transformers import BitsAndBytesConfig, Seq2SeqTrainer
from peft import prepare_model_for_kbit_training, LoraConfig, get_peft_model, PeftModel


@dataclass
class ModelArguments:
    model_name_or_path: Optional[str] = field(default="EleutherAI/pythia-12b")
    trust_remote_code: Optional[bool] = field(default=False)
    use_auth_token: Optional[bool] = field(default=False)


@dataclass
class DataArguments:
    eval_dataset_size: int = field(default=1024)
    max_train_samples: Optional[int] = field(default=None)
    max_eval_samples: Optional[int] = field(default=None)
    source_max_len: int = field(default=1024)
    target_max_len: int = field(default=256)
    dataset: str = field(default='alpaca', metadata={"help": "Hub alias (alpaca, alpaca-clean, chip2, self-instruct, hh-rlhf, longform, oasst1) or a local path."})
    dataset_format: Optional[str] = field(default=None)


@dataclass
class TrainingArguments(transformers.Seq2SeqTrainingArguments):
    cache_dir: Optional[str] = field(default=None)
    train_on_source: Optional[bool] = field(default=False)
    mmlu_split: Optional[str] = field(default='eval')
    mmlu_dataset: Optional[str] = field(default='mmlu-fs')
    do_mmlu_eval: Optional[bool] = field(default=False)
    max_mmlu_samples: Optional[int] = field(default=None)
    mmlu_source_max_len: int = field(default=2048)
    full_finetune: bool = field(default=False)
    adam8bit: bool = field(default=False)
    double_quant: bool = field(default=True)
    quant_type: str = field(default="nf4")
    bits: int = field(default=4)
    lora_r: int = field(default=64)
    lora_alpha: float = field(default=16)
    lora_dropout: float = field(default=0.0)
    max_memory_MB: int = field(default=80000)
    report_to: str = field(default='none')
    output_dir: str = field(default='./output', metadata={"help": 'Where logs and checkpoints go'})
    optim: str = field(default='paged_adamw_32bit')
    per_device_train_batch_size: int = field(default=1)
    gradient_accumulation_steps: int = field(default=16)
    max_steps: int = field(default=10000)
    weight_decay: float = field(default=0.0)
    learning_rate: float = field(default=0.0002)
    remove_unused_columns: bool = field(default=False)
    max_grad_norm: float = field(default=0.3)
    gradient_checkpointing: bool = field(default=True)
    do_train: bool = field(default=True)
    lr_scheduler_type: str = field(default='constant')
    warmup_ratio: float = field(default=0.03)
    logging_steps: int = field(default=10)
    group_by_length: bool = field(default=True)
    save_strategy: str = field(default='steps')
    save_steps: int = field(default=250)
    save_total_limit: int = field(default=40)


@dataclass
class GenerationArguments:
    max_new_tokens: Optional[int] = field(default=256)
    min_new_tokens: Optional[int] = field(default=None)
    do_sample: Optional[bool] = field(default=False)
    num_beams: Optional[int] = field(default=1)
    temperature: Optional[float] = field(default=1.0)
    top_k: Optional[int] = field(default=50)
    top_p: Optional[float] = field(default=1.0)


def get_last_checkpoint(checkpoint_dir):
    # looks for checkpoint-N folders and a 'completed' marker under output_dir
    return None, False


def train():
    hfparser = transformers.HfArgumentParser((
        ModelArguments, DataArguments, TrainingArguments, GenerationArguments
    ))
    model_args, data_args, training_args, generation_args, extra_args = \
        hfparser.parse_args_into_dataclasses(return_remaining_strings=True)
    args = argparse.Namespace(**vars(model_args), **vars(data_args), **vars(training_args))
    checkpoint_dir, completed_training = get_last_checkpoint(args.output_dir)
    if args.do_mmlu_eval:
        mmlu_files = {
            'eval': 'data/mmlu/five_shot_mmlu_val.json',
            'test': 'data/mmlu/five_shot_mmlu_test.json',
        }
    # adapters are saved to output_dir/checkpoint-N/adapter_model; 'completed' is touched at the end
    if args.do_predict:
        predictions = os.path.join(args.output_dir, 'predictions.jsonl')
    metrics = os.path.join(args.output_dir, "metrics.json")


if __name__ == "__main__":
    train()
