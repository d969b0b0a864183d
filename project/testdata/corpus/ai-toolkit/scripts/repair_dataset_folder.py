# fixture stub: fixes image orientation/format in a dataset folder (data prep, not training)
import argparse

if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('input_dir', type=str, help='Path to folder')
    args = parser.parse_args()
