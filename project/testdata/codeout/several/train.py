from models.config import ModelConfig, TrainConfig

if __name__ == "__main__":
    m, t = ModelConfig(), TrainConfig()
