# Fixture stub: the shared argument parser of all *_train_network.py scripts (reduced).
import argparse
import pathlib


def _add_general_args(parser):
    parser.add_argument("--config_file", type=str, default=None, help="read hyperparameters from a .toml instead of the command line")
    parser.add_argument("--dataset_config", type=pathlib.Path, default=None, help="dataset config TOML")


def _add_attention_args(parser):
    parser.add_argument("--sdpa", action="store_true")
    parser.add_argument("--flash_attn", action="store_true")
    parser.add_argument("--xformers", action="store_true")
    parser.add_argument("--split_attn", action="store_true")


def _add_training_args(parser):
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--gradient_checkpointing", action="store_true")
    parser.add_argument("--max_train_steps", type=int, default=1600)
    parser.add_argument("--max_train_epochs", type=int, default=None)
    parser.add_argument("--mixed_precision", type=str, default="no", choices=["no", "fp16", "bf16"])
    parser.add_argument("--max_data_loader_n_workers", type=int, default=8)
    parser.add_argument("--persistent_data_loader_workers", action="store_true")


def _add_logging_args(parser):
    parser.add_argument("--logging_dir", type=str, default=None, help="TensorBoard log folder; logging is off when unset")
    parser.add_argument("--log_with", type=str, default=None, choices=["tensorboard", "wandb", "all"])


def _add_optimizer_args(parser):
    parser.add_argument("--optimizer_type", type=str, default="")
    parser.add_argument("--learning_rate", type=float, default=2.0e-6)


def _add_memory_args(parser):
    parser.add_argument("--blocks_to_swap", type=int, default=None)
    parser.add_argument("--fp8_base", action="store_true")


def _add_timestep_args(parser):
    parser.add_argument("--timestep_sampling", type=str, default="sigma")
    parser.add_argument("--discrete_flow_shift", type=float, default=1.0)


def _add_network_args(parser):
    parser.add_argument("--network_weights", type=str, default=None)
    parser.add_argument("--network_module", type=str, default=None, help="network module to train")
    parser.add_argument("--network_dim", type=int, default=None)
    parser.add_argument("--network_alpha", type=float, default=1)


def _add_save_load_args(parser):
    parser.add_argument("--output_dir", type=str, default=None, help="folder the trained model is written to")
    parser.add_argument("--output_name", type=str, default=None, help="file name (no extension) of the trained model")
    parser.add_argument("--resume", type=str, default=None)
    parser.add_argument("--save_every_n_epochs", type=int, default=None)
    parser.add_argument("--save_every_n_steps", type=int, default=None)
    parser.add_argument("--save_state", action="store_true")
    parser.add_argument("--save_precision", type=str, default=None, choices=[None, "float", "fp32", "fp16", "bf16"])


def _add_model_args(parser):
    parser.add_argument("--dit", type=str, help="DiT checkpoint path")
    parser.add_argument("--vae", type=str, help="VAE checkpoint path")
    parser.add_argument("--vae_dtype", type=str, default=None)


def setup_parser_common():
    parser = argparse.ArgumentParser()
    _add_general_args(parser)
    _add_attention_args(parser)
    _add_training_args(parser)
    _add_logging_args(parser)
    _add_optimizer_args(parser)
    _add_memory_args(parser)
    _add_timestep_args(parser)
    _add_network_args(parser)
    _add_save_load_args(parser)
    _add_model_args(parser)
    return parser


def read_config_from_file(args, parser):
    # when --config_file is given, every table of that TOML is flattened into the namespace
    if not args.config_file:
        return args
    ...
    return args
