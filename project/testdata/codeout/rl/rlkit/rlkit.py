from rlkit.data.configs import RLConfig


def train(model_path=None, config=None, samples=None, rewards=None):
    config = config or RLConfig()
    return config
