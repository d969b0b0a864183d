always enabled and seed checkpoint is also enabled by default for
reproducible comparisons. You can disable seed checkpoint with
--no-seed-checkpoint if you don't need it to speed up comparisons.
4. Compare commits with the same command but skip seed checkpoint for
   loss_compare.py main my_branch --no-seed-checkpoint
import argparse
import os
import shutil
import subprocess
import sys
import unittest
from typing import Any
LOG_PREFIX = "[LOSS_COMPARE]"
TB_LOSS_TAG = "loss_metrics/global_avg_loss"
FIXED_OPTIONS = "--debug.deterministic --debug.seed=42 --metrics.enable_tensorboard --metrics.log_freq=1"
def log_print(message: str = "") -> None:
def get_log_path(scenario: str, output_folder: str | None) -> str:
def build_base_command(
    module: str, config: str, options: str, job_dump_folder: str
    cmd += f" --dump_folder={job_dump_folder}"
def run_with_realtime_output(cmd: str, logfile: str, env: dict[str, Any]) -> None:
def extract_losses_from_tensorboard(
    job_dump_folder: str, tb_folder: str
        job_dump_folder: The --job-dump-folder value (e.g., "outputs")
    base_path = os.path.join(job_dump_folder, tb_folder)
def log_and_save(message: str, stats_file: str | None) -> None:
def validate_arguments(
def setup_output_directory(output_folder: str | None) -> str | None:
def build_training_command(
    enable_seed_checkpoint: bool,
    job_dump_folder: str,
    tb_folder: str = "tb",
    base_cmd = build_base_command(module, config, options, job_dump_folder)
    if enable_seed_checkpoint:
            " --checkpoint.enable --checkpoint.export_dtype=bfloat16"
            " --checkpoint.load_only"
def print_configuration(
    enable_seed_checkpoint: bool,
    job_dump_folder: str,
    baseline_tb_folder: str = "tb_baseline",
    test_tb_folder: str = "tb_test",
    log_print(f"Seed checkpoint enabled: {enable_seed_checkpoint}")
        enable_seed_checkpoint,
        job_dump_folder,
            enable_seed_checkpoint,
            job_dump_folder,
def check_git_clean_state() -> None:
def checkout_commit(commit: str, commit_name: str) -> None:
def get_current_commit() -> str:
def restore_original_commit(original_commit: str) -> None:
def create_seed_checkpoint(
    enable_seed_checkpoint: bool,
    job_dump_folder: str,
    """Create seed checkpoint."""
    if enable_seed_checkpoint:
        log_print(f"Creating seed checkpoint and logging output to {log_file}")
        # Build seed checkpoint command
            f"./run_train.sh --dump_folder={job_dump_folder} "
            f"--checkpoint.create_seed_checkpoint "
            f"--checkpoint.enable {FIXED_OPTIONS}"
        env = os.environ.copy()
def run_training(
    enable_seed_checkpoint: bool,
    job_dump_folder: str,
    tb_folder: str = "tb",
    tb_dir = os.path.join(job_dump_folder, tb_folder)
        enable_seed_checkpoint,
        job_dump_folder,
    env = os.environ.copy()
def read_losses_from_file(loss_file: str) -> dict[int, float]:
def export_losses_to_file(losses: dict[int, float], export_path: str) -> None:
def generate_step_comparison(
def generate_summary_statistics(
def perform_loss_analysis(
def assert_losses_equal(
def print_completion_summary(
    enable_seed_checkpoint: bool,
        if enable_seed_checkpoint:
            log_print("  - seed_checkpoint_outputs/")
        if enable_seed_checkpoint:
            log_print("  - seed_checkpoint.log")
def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
  %(prog)s abc123 def456 --no-seed-checkpoint
    parser.add_argument("baseline_commit", help="Git commit hash for baseline")
    parser.add_argument("test_commit", help="Git commit hash for test")
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
        "--no-seed-checkpoint",
        help=("Disable seed checkpoint creation and checkpoint functionality"),
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
    parser.add_argument(
