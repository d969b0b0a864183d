import torch
from utils.config import opt
from data.dataset import Dataset


def train(**kwargs):
    opt._parse(kwargs)
    dataset = Dataset(opt)
    for epoch in range(14):
        pass


if __name__ == '__main__':
    import fire
    fire.Fire()
