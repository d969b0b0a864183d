from torchvision.datasets.utils import download_url
import torch
import os
pretrained_models = {'DiT-XL-2-512x512.pt', 'DiT-XL-2-256x256.pt'}
def find_model(model_name):
    if model_name in pretrained_models:  # Find/download our pre-trained DiT checkpoints
    else:  # Load a custom DiT checkpoint:
        assert os.path.isfile(model_name), f'Could not find DiT checkpoint at {model_name}'
        checkpoint = torch.load(model_name, map_location=lambda storage, loc: storage)
        if "ema" in checkpoint:  # supports checkpoints from train.py
            checkpoint = checkpoint["ema"]
        return checkpoint
def download_model(model_name):
if __name__ == "__main__":
    # Download all DiT checkpoints
