class TrainingCommand:
    """`trl <name> ...` -> `accelerate launch [launch args] trl/scripts/<name>.py [script args]`.

    Unknown arguments (e.g. --num_processes) go to accelerate; `--accelerate_config NAME|PATH` becomes
    `--config_file trl/accelerate_configs/NAME.yaml` or the given path.
    """

    def __init__(self, name: str):
        self.name = name

    def register(self, subparsers) -> None:
        subparsers.add_parser(self.name, help=f"Run the {self.name} training script", add_help=False)

    def run(self, args, argv) -> int:
        ...  # build the script parser, split launch args from script args, call accelerate (omitted)
        return 0
