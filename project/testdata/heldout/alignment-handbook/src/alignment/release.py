# Version bump helper for releases (not training).
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--post_release", action="store_true")
parser.add_argument("--patch", action="store_true")
args = parser.parse_args()
