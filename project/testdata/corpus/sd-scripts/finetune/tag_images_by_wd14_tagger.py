# fixture stub: captions images with the WD14 tagger (data prep, not training)
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("train_data_dir", type=str, help="directory of training images")
    parser.add_argument("--repo_id", type=str, default="SmilingWolf/wd-v1-4-convnext-tagger-v2")
    parser.add_argument("--batch_size", type=int, default=1)
    parser.add_argument("--onnx", action="store_true")
    args = parser.parse_args()
