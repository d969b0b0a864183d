import logging
import torch
from olmo.aliases import PathOrStr
from olmo.safetensors_util import state_dict_to_safetensors_file
def main(input: PathOrStr, output: PathOrStr):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(
    parser.add_argument("input")
    parser.add_argument("output")
