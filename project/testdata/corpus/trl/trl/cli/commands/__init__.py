from .training import TrainingCommand


class _Other:
    def __init__(self, name):
        self.name = name

    def register(self, subparsers):
        subparsers.add_parser(self.name)

    def run(self, args, argv):
        return 0


def get_commands():
    # Training subcommands run trl/scripts/<name>.py under `accelerate launch`.
    return [
        TrainingCommand("dpo"),
        _Other("env"),
        TrainingCommand("grpo"),
        TrainingCommand("kto"),
        TrainingCommand("reward"),
        TrainingCommand("rloo"),
        TrainingCommand("sft"),
        _Other("skills"),
        _Other("vllm-serve"),
    ]
