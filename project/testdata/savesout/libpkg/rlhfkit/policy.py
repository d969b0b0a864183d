import torch


class PolicyTrainer:
    def __init__(self, actor):
        self.actor = actor

    def save(self, filepath='./policy.pt'):
        torch.save(self.actor.state_dict(), filepath)
