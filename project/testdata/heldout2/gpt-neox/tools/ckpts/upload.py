import os
import sys
from huggingface_hub import HfApi, create_repo
converted_ckpt = sys.argv[1]
repo_name = sys.argv[2]
branch_name = sys.argv[3]
files = os.listdir(converted_ckpt)
api = HfApi()
