import fire
from dataclasses import dataclass


@dataclass
class train_config:
    model_name: str = "PATH/to/Model"
    output_dir: str = "PATH/to/save/PEFT/model"
    use_peft: bool = False
    peft_method: str = "lora"
    quantization: str = None
    dataset: str = "samsum_dataset"


def main(**kwargs):
    cfg = train_config(**kwargs)
    return cfg


if __name__ == "__main__":
    fire.Fire(main)
