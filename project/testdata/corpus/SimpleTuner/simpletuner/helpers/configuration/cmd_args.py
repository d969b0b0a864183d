"""argparse definitions used by train.py (fixture stub: a few options only)."""

import argparse
import os


def get_argument_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_family", required=True)
    parser.add_argument("--model_type", default="lora")
    parser.add_argument("--pretrained_model_name_or_path", default=None)
    parser.add_argument("--output_dir", default="simpletuner-results")
    parser.add_argument("--data_backend_config", default=None)
    parser.add_argument("--cache_dir", default=None)
    parser.add_argument("--report_to", default="none")
    parser.add_argument("--push_to_hub", default=False)
    return parser


def post_process(args):
    # cache_dir falls back to <output_dir>/cache; a missing data_backend_config
    # falls back to <config dir>/multidatabackend.json
    if args.cache_dir is None:
        args.cache_dir = os.path.join(args.output_dir, "cache")
    return args
