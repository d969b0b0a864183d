# Fixture stub: Ray PPO/REINFORCE++ entry point (argument shape only). Run via `ray job submit -- python3 -m openrlhf.cli.train_ppo_ray`.
import argparse

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--ckpt.path", type=str, default="./ckpt/checkpoints_ppo_ray")
    parser.add_argument("--ckpt.output_dir", type=str, default="./ckpt")
    parser.add_argument("--actor.num_nodes", type=int, default=1)
    parser.add_argument("--actor.num_gpus_per_node", type=int, default=8)
    parser.add_argument("--vllm.num_engines", type=int, default=None)
    parser.add_argument("--actor.model_name_or_path", type=str, default=None, help="HF model name or path")
    parser.add_argument("--reward.model_name_or_path", type=str, default=None, help="HF model name or path")
    parser.add_argument("--critic.model_name_or_path", type=str, default=None, help="HF model name or path")
    parser.add_argument("--data.prompt_dataset", type=str, default=None)
    args = parser.parse_args()
