"""
DPO training script (stub).

accelerate launch --config_file recipes/accelerate_configs/zero3.yaml scripts/dpo.py --config recipes/zephyr-7b-beta/dpo/config_full.yaml
"""
from alignment import DPOConfig, ScriptArguments
from trl import ModelConfig, TrlParser


def main(script_args, training_args, model_args):
    ...


if __name__ == "__main__":
    parser = TrlParser((ScriptArguments, DPOConfig, ModelConfig))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
