import torch
import datasets
from torch.utils.data import DataLoader
from omegaconf import open_dict
from datasets.iterable_dataset import IterableDataset
from transformers import (
from .copied_utils import (
from .t5_model import MyT5
def get_model(args, config):
    if args.model.checkpoint_path:
        model.load_state_dict(torch.load(args.model.checkpoint_path))
def get_config(args):
def get_tokenizer(args):
def load_dataset_splits(args):
def process_dataset(dataset_splits, args, tokenizer):
def get_data_collator(tokenizer, config, args):
def get_dataloaders(tokenizer, config, args):
def get_optimizer(model, args):
def get_lr_scheduler(optimizer, args, logger):
