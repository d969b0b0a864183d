import argparse

from omegaconf import OmegaConf


def main(output_dir, pretrained_model_path, train_data, learning_rate=1e-5, train_batch_size=1, max_train_steps=100):
    pass


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", type=str, required=True)
    args = parser.parse_args()
    main(**OmegaConf.load(args.config))
