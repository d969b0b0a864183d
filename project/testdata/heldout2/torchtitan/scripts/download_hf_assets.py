from fnmatch import fnmatch
from tqdm import tqdm
def download_hf_assets(
                "You need to pass a valid `--hf_token=...` to download private checkpoints."
if __name__ == "__main__":
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
