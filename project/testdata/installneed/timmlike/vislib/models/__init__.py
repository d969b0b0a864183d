import torchvision


def create_model(name, **kwargs):
    return getattr(torchvision.models, name)(**kwargs)
