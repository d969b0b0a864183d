"""
```
python trl/scripts/dpo.py \
    --dataset_name trl-lib/ultrafeedback_binarized \
    --model_name_or_path Qwen/Qwen2-0.5B-Instruct \
    --learning_rate 5.0e-7 \
    --num_train_epochs 1 \
    --per_device_train_batch_size 2 \
    --output_dir Qwen2-0.5B-DPO
```
"""


def make_parser(subparsers=None, prog=None):
    from trl.scripts.utils import DatasetMixtureConfig, ScriptArguments, TrlParser
    from trl.trainer.model_config import ModelConfig

    return TrlParser((ScriptArguments, ModelConfig, DatasetMixtureConfig), prog=prog)


if __name__ == "__main__":
    make_parser().parse_args_and_config()
