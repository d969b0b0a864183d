def do_cli(config):
    pass
