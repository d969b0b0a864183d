"""Runs one experiment from a YAML config (fixture: the real command-line handling)."""
import argparse
import logging
import os
import sys

from llm_studio.src.utils.config_utils import load_config_py, load_config_yaml


def run(cfg) -> float:
    raise NotImplementedError


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument("-C", "--config", help="config filename", type=(str), default=argparse.SUPPRESS)
    parser.add_argument("-Y", "--yaml", help="yaml filename", type=(str), default=argparse.SUPPRESS)
    parser_args, unknown = parser.parse_known_args(sys.argv)

    if "config" in parser_args:
        logging.warning("-C is deprecated; use -Y with a yaml file.")
        cfg = load_config_py(parser_args.config)
    elif "yaml" in parser_args:
        cfg = load_config_yaml(parser_args.yaml)
    else:
        raise ValueError("Please, provide a configuration file")

    # --section.key value pairs override the config
    args = parser.parse_args()

    out_dir = cfg.output_directory
    os.makedirs(out_dir, exist_ok=True)
    run(cfg=cfg)
