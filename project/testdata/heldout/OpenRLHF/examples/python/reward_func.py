# Example custom reward function for single-turn agent RL (stub).
import torch


def reward_func(queries, prompts, labels):
    return {"rewards": torch.zeros(len(queries))}
