class Subcommand:
    @classmethod
    def create(cls, *args, **kwargs):
        return cls(*args, **kwargs)
