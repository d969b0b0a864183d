"""Config registry: a module (llama3, ...) and a named config in it (fixture)."""


class ConfigManager:
    def parse_args(self):
        raise NotImplementedError
