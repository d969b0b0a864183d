import argparse
from datatrove.executor.local import LocalPipelineExecutor
from datatrove.pipeline.readers import HuggingFaceDatasetReader, JsonlReader
from datatrove.pipeline.tokens import DocumentTokenizer
def get_args():
    parser = argparse.ArgumentParser()
    group = parser.add_argument_group(title="Tokenizer")
    group.add_argument(
    group.add_argument(
    group = parser.add_argument_group(title="Output data")
    group.add_argument(
    group = parser.add_argument_group(title="Miscellaneous configs")
    group.add_argument(
    group.add_argument(
    p1 = sp.add_parser(name="hf")
    p1.add_argument(
    p1.add_argument("--column", type=str, default="text", help="Column to preprocess from the Dataset. Default: text")
    p1.add_argument("--split", type=str, default="train", help="Which split of the data to process. Default: train")
    p2 = sp.add_parser(name="jsonl")
    p2.add_argument(
    p2.add_argument("--column", type=str, default="text", help="Column to preprocess from the Dataset. Default: text")
    p2.add_argument(
def main(args):
if __name__ == "__main__":
