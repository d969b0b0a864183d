"""Slurm launcher for knn evaluation (fixture)."""
import sys

from dinov2.eval.knn import get_args_parser as get_eval_args_parser
from dinov2.run.submit import get_args_parser, submit_jobs


def main():
    parents = [get_eval_args_parser(add_help=False)]
    args = get_args_parser(description="knn evaluation", parents=parents).parse_args()
    submit_jobs(None, args, name="dinov2:knn")
    return 0


if __name__ == "__main__":
    sys.exit(main())
