import argparse
from functools import partial
import json
import logging
import os
import sys
from typing import List, Optional
import torch
from torch.nn.functional import one_hot, softmax
import dinov2.distributed as distributed
from dinov2.data import SamplerType, make_data_loader, make_dataset
from dinov2.data.transforms import make_classification_eval_transform
from dinov2.eval.metrics import AccuracyAveraging, build_topk_accuracy_metric
from dinov2.eval.setup import get_args_parser as get_setup_args_parser
from dinov2.eval.setup import setup_and_build_model
from dinov2.eval.utils import ModelWithNormalize, evaluate, extract_features
logger = logging.getLogger("dinov2")
def get_args_parser(
    parents: Optional[List[argparse.ArgumentParser]] = None,
    parser = argparse.ArgumentParser(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
class KnnModule(torch.nn.Module):
class DictKeysModule(torch.nn.Module):
def create_module_dict(*, module, n_per_class_list, n_tries, nb_knn, train_features, train_labels):
def filter_train(mapping, n_per_class, seed):
def create_class_indices_mapping(labels):
class ModuleDictWithForward(torch.nn.ModuleDict):
def eval_knn(
def eval_knn_with_model(
    output_dir,
    metrics_file_path = os.path.join(output_dir, "results_eval_knn.json")
def main(args):
        output_dir=args.output_dir,
if __name__ == "__main__":
