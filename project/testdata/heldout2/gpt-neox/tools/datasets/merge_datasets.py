import os
import sys
import json
import argparse
from megatron.data import indexed_dataset
def main(args):
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    group = parser.add_argument_group(title="input data")
    group.add_argument(
    group = parser.add_argument_group(title="output data")
    group.add_argument(
