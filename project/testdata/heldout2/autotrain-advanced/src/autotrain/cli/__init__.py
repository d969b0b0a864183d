from abc import ABC, abstractmethod
from argparse import ArgumentParser
class BaseAutoTrainCommand(ABC):
    def register_subcommand(parser: ArgumentParser):
