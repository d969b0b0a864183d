import torch
import time
import evaluate
from .logging_utils import Averager
from datasets.iterable_dataset import IterableDataset
def maybe_save_checkpoint(accelerator, args):
        or args.current_train_step % args.checkpoint.every_steps == 0
        output_dir = f'checkpoint-{args.mode}-{args.current_train_step}'
        accelerator.save_state(output_dir=output_dir)
def maybe_eval_predict(model, dataloader, logger, args, tokenizer):
def maybe_logging(averager, args, model, optimizer, logger):
def maybe_grad_clip_and_grad_calc(accelerator, model, args):
def extra_stats(args, model, optimizer):
def forward(model, batch, calc_acc=False):
def eval(model, dataloader, logger, args, tokenizer):
def predict(model, dataloader, logger, args, tokenizer):
def train(model, train_dataloader, test_dataloader, accelerator, lr_scheduler,
                maybe_save_checkpoint(accelerator, args)
    maybe_save_checkpoint(accelerator, args)
