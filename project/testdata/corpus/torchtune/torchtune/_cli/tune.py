"""`tune` console script (fixture stub)."""

import argparse

from torchtune._cli.cp import Copy
from torchtune._cli.download import Download
from torchtune._cli.ls import List
from torchtune._cli.run import Run
from torchtune._cli.validate import Validate


class TuneCLIParser:
    def __init__(self):
        self._parser = argparse.ArgumentParser(prog="tune", description="Welcome to the torchtune CLI!")
        subparsers = self._parser.add_subparsers(title="subcommands")
        Download.create(subparsers)
        List.create(subparsers)
        Copy.create(subparsers)
        Run.create(subparsers)
        Validate.create(subparsers)


def main():
    TuneCLIParser()


if __name__ == "__main__":
    main()
