"""
python -m scripts.chat_cli
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("-i", "--source", type=str, default="sft")
parser.add_argument("-p", "--prompt", type=str, default="")
args = parser.parse_args()
