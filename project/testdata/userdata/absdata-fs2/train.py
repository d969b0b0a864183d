import argparse

import yaml

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--restore_step", type=int, default=0)
    parser.add_argument("-p", "--preprocess_config", type=str, required=True)
    parser.add_argument("-m", "--model_config", type=str, required=True)
    parser.add_argument("-t", "--train_config", type=str, required=True)
    args = parser.parse_args()
    configs = [yaml.load(open(p), Loader=yaml.FullLoader) for p in (args.preprocess_config, args.model_config, args.train_config)]
