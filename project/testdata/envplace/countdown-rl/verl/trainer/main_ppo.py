import hydra

@hydra.main(config_path="config", config_name="ppo_trainer", version_base=None)
def main(config):
    pass

if __name__ == "__main__":
    main()
