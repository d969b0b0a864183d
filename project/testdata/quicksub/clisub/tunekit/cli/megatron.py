import sys

from tunekit.cli import sft


def cli_main():
    # megatron sft ...: the same trainer on Megatron-Core's parallelism
    sft.main(sys.argv[2:])
