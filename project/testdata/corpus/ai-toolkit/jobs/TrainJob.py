# fixture stub: job: train (sliders etc.)


class TrainJob:
    def __init__(self, config):
        self.config = config
        self.training_folder = self.get_conf('training_folder', required=True)
        self.device = self.get_conf('device', 'cpu')
        self.log_dir = self.get_conf('log_dir', None)

    def get_conf(self, key, default=None, required=False):
        if key in self.config:
            return self.config[key]
        if required:
            raise ValueError(f'config file error. Missing "config.{key}" key')
        return default
