# fixture stub: pre-computes latents for a dataset (data prep, not training)
import argparse

from library import train_util, config_util

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    train_util.add_sd_models_arguments(parser)
    train_util.add_dataset_arguments(parser, True, True, True)
    config_util.add_config_arguments(parser)
    args = parser.parse_args()
