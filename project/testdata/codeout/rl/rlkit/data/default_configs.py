from rlkit.models.modeling_ilql import ILQLConfig

from .configs import RLConfig, TrainConfig


def default_ilql_config():
    return RLConfig(train=TrainConfig(total_steps=1000, seq_length=64), method=ILQLConfig())
