"""Trains Parler-TTS (fixture: the argument handling and output lines of the real script)."""
import os
import sys

from transformers import AutoFeatureExtractor, AutoTokenizer, HfArgumentParser
from transformers.trainer_utils import get_last_checkpoint

from training.arguments import ModelArguments, DataTrainingArguments, ParlerTTSTrainingArguments


def main():
    parser = HfArgumentParser((ModelArguments, DataTrainingArguments, ParlerTTSTrainingArguments))
    if len(sys.argv) == 2 and sys.argv[1].endswith(".json"):
        # one argument ending in .json: read every setting from that file
        model_args, data_args, training_args = parser.parse_json_file(json_file=os.path.abspath(sys.argv[1]))
    else:
        model_args, data_args, training_args = parser.parse_args_into_dataclasses()

    if os.path.isdir(training_args.output_dir) and training_args.do_train and not training_args.overwrite_output_dir:
        last_checkpoint = get_last_checkpoint(training_args.output_dir)

    if training_args.push_to_hub:
        pass  # creates the Hub repository named after output_dir
    elif training_args.output_dir is not None:
        os.makedirs(training_args.output_dir, exist_ok=True)
    # ... dataset loading, audio-code pre-computation, the training loop ...


if __name__ == "__main__":
    main()
