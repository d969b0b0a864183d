import argparse
import library.train_util

p = argparse.ArgumentParser()
p.add_argument("--config_file", type=str)
p.add_argument("--dataset_config", type=str)
