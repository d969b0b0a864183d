"""Built-in recipes and their named configs (fixture stub: subset of the real registry)."""

from dataclasses import dataclass


@dataclass
class Config:
    name: str
    file_path: str


@dataclass
class Recipe:
    name: str
    file_path: str
    configs: list
    supports_distributed: bool


_ALL_RECIPES = [
    Recipe(
        name="full_finetune_single_device",
        file_path="full_finetune_single_device.py",
        configs=[
            Config(name="llama3_1/8B_full_single_device", file_path="llama3_1/8B_full_single_device.yaml"),
            Config(name="llama3_2/1B_full_single_device", file_path="llama3_2/1B_full_single_device.yaml"),
        ],
        supports_distributed=False,
    ),
    Recipe(
        name="full_finetune_distributed",
        file_path="full_finetune_distributed.py",
        configs=[
            Config(name="llama3_1/8B_full", file_path="llama3_1/8B_full.yaml"),
            Config(name="llama3_3/70B_full_multinode", file_path="llama3_3/70B_full_multinode.yaml"),
        ],
        supports_distributed=True,
    ),
    Recipe(
        name="lora_finetune_single_device",
        file_path="lora_finetune_single_device.py",
        configs=[
            Config(name="llama2/7B_lora_single_device", file_path="llama2/7B_lora_single_device.yaml"),
            Config(name="llama3_1/8B_lora_single_device", file_path="llama3_1/8B_lora_single_device.yaml"),
            Config(name="llama3_1/8B_qlora_single_device", file_path="llama3_1/8B_qlora_single_device.yaml"),
            Config(name="llama3_2/3B_lora_single_device", file_path="llama3_2/3B_lora_single_device.yaml"),
            Config(name="qwen2_5/0.5B_lora_single_device", file_path="qwen2_5/0.5B_lora_single_device.yaml"),
        ],
        supports_distributed=False,
    ),
    Recipe(
        name="lora_finetune_distributed",
        file_path="lora_finetune_distributed.py",
        configs=[
            Config(name="llama3_1/8B_lora", file_path="llama3_1/8B_lora.yaml"),
        ],
        supports_distributed=True,
    ),
    Recipe(
        name="generate",
        file_path="generate.py",
        configs=[Config(name="generation", file_path="generation.yaml")],
        supports_distributed=False,
    ),
    Recipe(
        name="eleuther_eval",
        file_path="eleuther_eval.py",
        configs=[
            Config(name="eleuther_evaluation", file_path="eleuther_evaluation.yaml"),
            Config(name="llama3_1/evaluation", file_path="llama3_1/evaluation.yaml"),
        ],
        supports_distributed=False,
    ),
    Recipe(
        name="quantize",
        file_path="quantize.py",
        configs=[Config(name="quantization", file_path="quantization.yaml")],
        supports_distributed=False,
    ),
]


def get_all_recipes():
    return _ALL_RECIPES
