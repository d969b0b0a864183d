Verifies that checkpoints saved by one git commit can be loaded by another
  2. Save run at <save_commit>: train --resume-step steps, save checkpoint.
  3. Resume run at <load_commit>: resume from save checkpoint to --steps.
  python scripts/checkpoint_compat_test.py HEAD~1 HEAD
  python scripts/checkpoint_compat_test.py HEAD~1 HEAD --steps=100 --resume-step=50
  python scripts/checkpoint_compat_test.py HEAD~1 HEAD --assert-equal
  python scripts/checkpoint_compat_test.py HEAD~1 . --assert-equal
import argparse
import os
import subprocess
import sys
import tempfile
FIXED_OPTIONS = (
TB_LOSS_TAG = "loss_metrics/global_avg_loss"
def log(msg: str = "") -> None:
def git_run(*args: str) -> str:
def check_git_clean() -> None:
def get_current_ref() -> str:
def checkout(commit: str, label: str) -> None:
def run_cmd(cmd: str, logfile: str, ngpus: int) -> None:
    env = {**os.environ, "NGPU": str(ngpus), "PYTHONUNBUFFERED": "1"}
def build_cmd(
    dump_folder: str,
    total_steps: int = 0,
    checkpoint_enable: bool = False,
    checkpoint_interval: int = 0,
        f" --dump_folder={dump_folder} {FIXED_OPTIONS}"
    if checkpoint_enable:
        cmd += f" --checkpoint.enable --checkpoint.interval={checkpoint_interval}"
def extract_tb_losses(tb_base: str) -> dict[int, float]:
def compare_losses(
def main() -> None:
    p = argparse.ArgumentParser(
        description="Test checkpoint backward compatibility between two git commits.",
    p.add_argument("save_commit", help="Commit that saves the checkpoint (old code)")
    p.add_argument("load_commit", help="Commit that loads the checkpoint (new code)")
    p.add_argument("--steps", type=int, default=100, help="Total training steps")
    p.add_argument("--resume-step", type=int, default=50, help="Checkpoint/resume step")
    p.add_argument("--module", default="llama3")
    p.add_argument("--config", default="llama3_debugmodel")
    p.add_argument("--options", default="", help="Extra training CLI args")
    p.add_argument("--ngpus", type=int, default=8)
    p.add_argument("--output-folder", default="")
    p.add_argument(
        cmd = build_cmd(**common, steps=args.steps, dump_folder=ref_dump)
        # Step 2: Save run at save_commit (partial training + checkpoint)
            dump_folder=resume_dump,
            checkpoint_enable=True,
            checkpoint_interval=args.resume_step,
        # Step 3: Resume run at load_commit (load checkpoint, train to end)
            dump_folder=resume_dump,
            checkpoint_enable=True,
            checkpoint_interval=args.resume_step,
if __name__ == "__main__":
