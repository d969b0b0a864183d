import argparse
from PIL import Image
import os
from src.flux.xflux_pipeline import XFluxPipeline
def create_argparser():
    parser = argparse.ArgumentParser()
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Local path to the model checkpoint (Controlnet)"
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Local path to the model checkpoint (IP-Adapter)"
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        help="Local path to the model checkpoint (Controlnet)"
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
def main(args):
if __name__ == "__main__":
