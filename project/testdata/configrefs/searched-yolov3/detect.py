import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", type=str, default="yolo.pt")
    parser.add_argument("--source", type=str, default="data/images")
    parser.parse_args()
