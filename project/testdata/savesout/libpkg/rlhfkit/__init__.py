from rlhfkit.lm import TinyLM
from rlhfkit.policy import PolicyTrainer
