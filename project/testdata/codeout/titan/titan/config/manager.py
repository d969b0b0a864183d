class ConfigManager:
    def parse_args(self):
        raise NotImplementedError
