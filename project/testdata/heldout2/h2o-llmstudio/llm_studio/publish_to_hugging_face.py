import argparse
import logging
import os
import sys
from huggingface_hub.constants import _is_true
from llm_studio.app_utils.hugging_face_utils import publish_model_to_hugging_face
from llm_studio.app_utils.utils import hf_repo_friendly_name
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser_args, unknown = parser.parse_known_args(sys.argv)
            hf_transfer=_is_true(os.getenv("HF_HUB_ENABLE_HF_TRANSFER", "1")),
