import argparse
from toolkit.job import get_job

parser = argparse.ArgumentParser()
parser.add_argument('config_file_list', nargs='+', type=str)
args = parser.parse_args()
for c in args.config_file_list:
    get_job(c).run()
