import argparse
import os
from transformers import AutoConfig
from parler_tts import ParlerTTSDecoderConfig, ParlerTTSForCausalLM, ParlerTTSForConditionalGeneration
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("save_directory", type=str, help="Directory where to save the model and the decoder.")
    decoder.save_pretrained(os.path.join(args.save_directory, "decoder"))
        decoder_pretrained_model_name_or_path=os.path.join(args.save_directory, "decoder"),
    model.save_pretrained(os.path.join(args.save_directory, "tiny-model"))
