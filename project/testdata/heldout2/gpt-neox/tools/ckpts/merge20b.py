import argparse
import os
import torch
import yaml
import shutil
from tqdm import auto as tqdm_lib
VOCAB_SIZE = 50432
IGNORED_MODEL_STATE_KEYS = [
def modify_config(input_config_path, output_config_path, output_dir):
    loaded_config["load"] = output_dir
    loaded_config["save"] = output_dir
    loaded_config["vocab_file"] = os.path.join(output_dir, "20B_tokenizer.json")
    loaded_config["log_dir"] = "./logs"
def modify_model_states(input_model_state_path, output_model_state_path):
def merge_model_weights(input_checkpoint_path, output_checkpoint_path):
        loaded_tp1 = torch.load(os.path.join(input_checkpoint_path, filename_tp1))
        loaded_tp2 = torch.load(os.path.join(input_checkpoint_path, filename_tp2))
        torch.save(merged, os.path.join(output_checkpoint_path, filename_tp1))
        os.path.join(input_checkpoint_path, "layer_00-model_00-model_states.pt")
        os.path.join(input_checkpoint_path, "layer_00-model_01-model_states.pt")
        os.path.join(output_checkpoint_path, "layer_00-model_00-model_states.pt"),
        os.path.join(input_checkpoint_path, "layer_47-model_00-model_states.pt")
        os.path.join(input_checkpoint_path, "layer_47-model_01-model_states.pt")
        os.path.join(output_checkpoint_path, "layer_47-model_00-model_states.pt"),
        os.path.join(input_checkpoint_path, "layer_48-model_00-model_states.pt")
        os.path.join(input_checkpoint_path, "layer_48-model_01-model_states.pt")
        os.path.join(output_checkpoint_path, "layer_48-model_00-model_states.pt"),
def merge(input_dir, output_dir):
    input_checkpoint_path = os.path.join(input_dir, "global_step150000")
    output_checkpoint_path = os.path.join(output_dir, "global_step150000")
    os.makedirs(output_checkpoint_path, exist_ok=True)
    os.makedirs(os.path.join(output_dir, "configs"), exist_ok=True)
                input_checkpoint_path, f"mp_rank_{i:02d}_model_states.pt"
                output_checkpoint_path, f"mp_rank_{i:02d}_model_states.pt"
        output_config_path=os.path.join(output_dir, "configs", "20B.yml"),
        output_dir=output_dir,
        input_checkpoint_path=input_checkpoint_path,
        output_checkpoint_path=output_checkpoint_path,
        os.path.join(output_dir, "20B_tokenizer.json"),
    with open(os.path.join(output_dir, "latest"), "w") as f:
def main():
    parser = argparse.ArgumentParser(description="Merge 20B checkpoint.")
    parser.add_argument(
    parser.add_argument(
        "--output_dir", type=str, help="Output dir, to save the 1-GPU weights configs"
    merge(args.input_dir, args.output_dir)
if __name__ == "__main__":
