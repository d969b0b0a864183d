"""GRPO training loop of the RL experiment (fixture stub)."""

if __name__ == "__main__":
    pass
