from megatron.neox_arguments import NeoXArgs
from megatron.training import pretrain
def main(input_args=None, overwrite_values=None):
if __name__ == "__main__":
