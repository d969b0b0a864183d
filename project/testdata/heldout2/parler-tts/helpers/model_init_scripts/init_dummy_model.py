import argparse
import os

from transformers import AutoConfig

from parler_tts import ParlerTTSDecoderConfig, ParlerTTSForCausalLM, ParlerTTSForConditionalGeneration


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("save_directory", type=str, help="Where the untrained model is written.")
    parser.add_argument("--text_model", type=str, help="Hub id or path of the text encoder.")
    parser.add_argument("--audio_model", type=str, help="Hub id or path of the audio codec.")
    args = parser.parse_args()
    # ... builds a decoder config, joins it with the two encoders, saves to args.save_directory ...
