import argparse
import os


def get_args():
    ap = argparse.ArgumentParser("video chat training")
    ap.add_argument("--cfg-path", required=True)
    ap.add_argument("--options", nargs="+")
    return ap.parse_args()


def main():
    args = get_args()
    os.makedirs("output", exist_ok=True)


if __name__ == "__main__":
    main()
