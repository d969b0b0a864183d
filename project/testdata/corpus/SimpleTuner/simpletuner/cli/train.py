"""`simpletuner train` (fixture stub).

Builds and runs, with CONFIG_BACKEND / CONFIG_PATH / ENV set in the environment:
  accelerate launch --config_file=<accelerate default_config.yaml> simpletuner/train.py [--key=value ...]
or, when no accelerate config exists:
  accelerate launch --mixed_precision=bf16 --num_processes=1 --num_machines=1 --dynamo_backend=no simpletuner/train.py [...]
"""


def run_training(example=None, env=None, extra_args=None) -> int:
    """Resolve the config (example / env / discovered file) and launch accelerate."""
    return 0


def cmd_train(args) -> int:
    """key=value positional args: example= and env= select the config, the rest become --key=value."""
    return 0
