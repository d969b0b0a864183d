import os
import argparse
from typing import Optional
from requests.exceptions import HTTPError
TOKENIZER = {
def main(tokenizer_name: str, path_to_save: str, api_key: Optional[str] = None):
                    "You need to pass a valid `--hf_token=...` to download private checkpoints."
        if "TIKTOKEN_CACHE_DIR" not in os.environ:
            os.environ["TIKTOKEN_CACHE_DIR"] = path_to_save
if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("tokenizer_name", type=str)
    parser.add_argument("tokenizer_dir", type=str, default=8)
    parser.add_argument("--api_key", type=str, default="")
