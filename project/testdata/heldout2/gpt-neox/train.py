"""Pretrains a model with the merged configs (fixture)."""
from megatron.neox_arguments import NeoXArgs
from megatron.training import pretrain


def main(input_args=None, overwrite_values=None):
    neox_args = NeoXArgs.consume_neox_args(input_args=input_args, overwrite_values=overwrite_values)
    neox_args.configure_distributed_args()
    neox_args.build_tokenizer()
    neox_args.initialize_tensorboard_writer()
    pretrain(neox_args=neox_args)


if __name__ == "__main__":
    main()
