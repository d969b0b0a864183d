import json
import s3fs
import wandb
import re
import argparse
from wandb.sdk.lib.runid import generate_id
def push_to_wandb(wandb_project, wandb_entity, model_name, results_path, train_step, consumed_tokens):
    # log all metrics for this checkpoint
if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Upload evaluation results to Weights & Biases.")
    parser.add_argument("--wandb_project", type=str, required=True, help="WandB project name.")
    parser.add_argument("--wandb_entity", type=str, required=True, help="WandB entity name.")
    parser.add_argument("--model_name", type=str, required=True, help="Name of the model.")
    parser.add_argument("--results_path", type=str, required=True, help="S3 path to the results directory.")
    parser.add_argument("--train_step", type=int, required=True, help="Training step corresponding to the checkpoint.")
    parser.add_argument("--consumed_tokens", type=int, required=True, help="Total consumed tokens up to this checkpoint.")
