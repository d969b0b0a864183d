from .unpaired_model import UnpairedModel


def create_model(opt):
    return UnpairedModel(opt)
