from dataclasses import dataclass


@dataclass
class ILQLConfig:
    tau: float = 0.7
    gamma: float = 0.99
