# Merge a LoRA adapter into its base model (not training).
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_path", type=str, default=None)
    parser.add_argument("--lora_path", type=str, default=None)
    parser.add_argument("--output_path", type=str, default=None)
    parser.add_argument("--is_rm", action="store_true", default=False)
    parser.add_argument("--param_dtype", type=str, default="bf16")
    args = parser.parse_args()
