import os
os.environ["OMP_NUM_THREADS"] = "1"
os.environ["MKL_NUM_THREADS"] = "1"
os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["VECLIB_MAXIMUM_THREADS"] = "1"
os.environ["NUMEXPR_NUM_THREADS"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
import argparse
import logging
import sys
import time
import psutil
def check_for_done(process_queue):
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument(
    parser.add_argument(
    parser_args, _ = parser.parse_known_args(sys.argv)
    flag_path = os.path.join(cfg.output_directory, "flags{}.json")
    if "WORLD_SIZE" in os.environ:
        local_rank = int(os.environ["LOCAL_RANK"])
                "or model size. Or try gradient checkpointing.",
