"""Scores a checkpoint on a benchmark (fixture: the real argument handling)."""
import argparse

from minigpt4.common.eval_utils import prepare_texts, init_model, eval_parser


def list_of_str(arg):
    return list(map(str, arg.split(',')))


parser = eval_parser()
parser.add_argument("--dataset", type=list_of_str, default='refcoco', help="benchmarks to run, comma-separated")
args = parser.parse_args()
