from util.import_util import script_imports

script_imports()

import json

from modules.util.args.TrainArgs import TrainArgs
from modules.util.config.TrainConfig import TrainConfig


def main():
    args = TrainArgs.parse_args()
    train_config = TrainConfig.default_values()

    if args.preset_path is not None:
        with open(args.preset_path, "r") as f:
            train_config.from_dict(json.load(f), migrate=False)

    with open(args.config_path, "r") as f:
        train_config.from_dict(json.load(f), migrate=args.preset_path is None)

    # secrets default to ./secrets.json when --secrets-path is not given
    secrets_file = "secrets.json" if args.secrets_path is None else args.secrets_path
    ...  # build trainer, start, train, end (omitted)


if __name__ == '__main__':
    main()
