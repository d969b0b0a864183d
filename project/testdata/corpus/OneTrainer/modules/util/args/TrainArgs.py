import argparse


class TrainArgs:
    preset_path: str
    config_path: str
    secrets_path: str
    config_values: list[str]

    @staticmethod
    def parse_args() -> 'TrainArgs':
        parser = argparse.ArgumentParser(description="One Trainer Training Script.")

        parser.add_argument("--preset-path", type=str, required=False, dest="preset_path", help="A built-in preset applied before --config-path.")
        parser.add_argument("--config-path", type=str, required=True, dest="config_path", help="The path to the config file")
        parser.add_argument("--secrets-path", type=str, required=False, dest="secrets_path", help="The path to the secrets file")
        parser.add_argument("--config-value", type=str, required=False, dest="config_values", action="append", help="KEY=VALUE override, may repeat.")
        parser.add_argument("--callback-path", type=str, required=False, dest="callback_path", help="Callback pickle file")
        parser.add_argument("--command-path", type=str, required=False, dest="command_path", help="Command pickle file")

        return parser.parse_args()
