import logging
import os
import sys
from dinov2.eval.linear import get_args_parser as get_linear_args_parser
from dinov2.logging import setup_logging
from dinov2.run.submit import get_args_parser, submit_jobs
logger = logging.getLogger("dinov2")
class Evaluator:
    def checkpoint(self):
        self.args.output_dir = self.args.output_dir.replace("%j", str(job_env.job_id))
def main():
if __name__ == "__main__":
