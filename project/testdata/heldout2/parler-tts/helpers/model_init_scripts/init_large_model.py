from parler_tts import ParlerTTSForCausalLM, ParlerTTSForConditionalGeneration, ParlerTTSDecoderConfig
from transformers import AutoConfig
import os
import argparse
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("save_directory", type=str, help="Directory where to save the model and the decoder.")
    parser.add_argument("--text_model", type=str, help="Repository id or path to the text encoder.")
    parser.add_argument("--audio_model", type=str, help="Repository id or path to the audio encoder.")
    decoder.save_pretrained(os.path.join(args.save_directory, "decoder"))
        decoder_pretrained_model_name_or_path=os.path.join(args.save_directory, "decoder"),
    model.save_pretrained(os.path.join(args.save_directory, "parler-tts-untrained-larger/"))
