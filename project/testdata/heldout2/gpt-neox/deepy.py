#!/usr/bin/env python
"""Starts a script on every GPU through the DeepSpeed launcher (fixture)."""
import logging
import os

import deepspeed.launcher.runner


def main(input_args=None):
    logging.basicConfig(level=os.environ.get("LOGLEVEL", "INFO"))
    from megatron.neox_arguments import NeoXArgs

    neox_args = NeoXArgs.consume_deepy_args(input_args)
    deepspeed_main_args = neox_args.get_deepspeed_main_args()
    deepspeed.launcher.runner.main(deepspeed_main_args)


if __name__ == "__main__":
    main()
