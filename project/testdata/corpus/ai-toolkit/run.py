# fixture stub: CLI entry of ai-toolkit (argument-parsing shape only)
import os
import sys
import argparse

sys.path.insert(0, os.getcwd())

from toolkit.job import get_job


def main():
    parser = argparse.ArgumentParser()
    # at least one config file
    parser.add_argument(
        'config_file_list',
        nargs='+',
        type=str,
        help='config name (looked up in config/) or a path; several run one after another'
    )
    parser.add_argument('-r', '--recover', action='store_true', help='keep going when a job fails')
    parser.add_argument('-n', '--name', type=str, default=None, help='value for the [name] tag in the config')
    parser.add_argument('-l', '--log', type=str, default=None, help='log file')
    args = parser.parse_args()

    for config_file in args.config_file_list:
        job = get_job(config_file, args.name)
        job.run()
        job.cleanup()


if __name__ == '__main__':
    main()
