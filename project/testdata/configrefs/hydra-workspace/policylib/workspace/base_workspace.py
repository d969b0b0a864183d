class BaseWorkspace:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        pass
