from megatron.utils import print_rank_0, setup_for_inference_or_eval
from megatron.text_generation_utils import (
def main(input_args=None, overwrite_values=None):
if __name__ == "__main__":
