from minigpt4.runners.runner_base import RunnerBase
__all__ = ["RunnerBase"]
