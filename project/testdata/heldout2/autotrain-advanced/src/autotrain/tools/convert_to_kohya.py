from diffusers.utils import convert_all_state_dict_to_peft, convert_state_dict_to_kohya
from safetensors.torch import load_file, save_file
from autotrain import logger
def convert_to_kohya(input_path, output_path):
