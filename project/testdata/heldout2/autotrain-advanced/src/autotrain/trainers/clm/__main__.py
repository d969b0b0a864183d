import argparse
import json
from autotrain.trainers.clm.params import LLMTrainingParams
from autotrain.trainers.common import monitor
def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--training_config", type=str, required=True)
def train(config):
if __name__ == "__main__":
