# Fixture stub: DPO entry point (argument shape only).
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt.output_dir", type=str, default="./ckpt")
    parser.add_argument("--ckpt.path", type=str, default="./ckpt/checkpoints_dpo")
    parser.add_argument("--model.model_name_or_path", type=str, default=None)
    parser.add_argument("--data.dataset", type=str, default=None)
    parser.add_argument("--data.chosen_key", type=str, default="chosen")
    parser.add_argument("--data.rejected_key", type=str, default="rejected")
    parser.add_argument("--ds.zero_stage", type=int, default=2)
    parser.add_argument("--local_rank", type=int, default=-1)
    args = parser.parse_args()
