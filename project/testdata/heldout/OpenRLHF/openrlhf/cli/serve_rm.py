# HTTP reward model server (not training).
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--reward.model_name_or_path", type=str, default=None, help="HF model name or path")
    parser.add_argument("--port", type=int, default=5000)
    args = parser.parse_args()
