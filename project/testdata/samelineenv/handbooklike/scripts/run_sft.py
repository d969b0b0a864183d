import sys

from transformers import HfArgumentParser
from trl import SFTConfig, SFTTrainer


def main():
    parser = HfArgumentParser((SFTConfig,))
    (training_args,) = parser.parse_yaml_file(sys.argv[1])
    trainer = SFTTrainer(model="example-org/Base-7B", args=training_args)
    trainer.train()


if __name__ == "__main__":
    main()
