"""Downloads tokenizer or weight files of a Hub model (fixture)."""
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo_id", type=str, required=True, help="Hub repository, e.g. meta-llama/Llama-3.1-8B")
    parser.add_argument("--hf_token", type=str, default=None, help="Hub token for gated models")
    parser.add_argument("--local_dir", type=str, default="assets/hf/", help="Where files are written")
    parser.add_argument("--assets", nargs="+", default=[], help="tokenizer, safetensors, ...")
    parser.add_argument("--additional_patterns", nargs="+", default=[], help="More file patterns")
    parser.add_argument("--all", action="store_true", default=False, help="Download all files in repo")
    args = parser.parse_args()
