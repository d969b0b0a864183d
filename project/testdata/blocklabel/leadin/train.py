import hydra


@hydra.main(config_path="configs", config_name="config.yaml")
def main(config):
    print(config)


if __name__ == "__main__":
    main()
