import argparse
parser = argparse.ArgumentParser()
parser.add_argument('imagenet_folder', type=str)
parser.add_argument('--output_folder', type=str)
parser.add_argument('--coor_file', type=str)
