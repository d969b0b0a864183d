class Trainer:
    def __init__(self, cfg, checkpoint_path):
        self.cfg, self.checkpoint_path = cfg, checkpoint_path

    def train(self):
        pass
