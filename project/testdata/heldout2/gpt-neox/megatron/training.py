"""The training loop (fixture stub)."""


def pretrain(neox_args):
    raise NotImplementedError
