import argparse
import os

import torch
from torchvision.utils import save_image

parser = argparse.ArgumentParser()
parser.add_argument("--dataset_name", type=str, default="facades")
parser.add_argument("--n_epochs", type=int, default=200)
opt = parser.parse_args()

os.makedirs("images/%s" % opt.dataset_name, exist_ok=True)
os.makedirs("saved_models/%s" % opt.dataset_name, exist_ok=True)


def sample_images(batches_done):
    img_sample = torch.cat((real_A.data, fake_B.data), -2)
    save_image(img_sample, "images/%s/%s.png" % (opt.dataset_name, batches_done), nrow=5, normalize=True)


for epoch in range(opt.n_epochs):
    sample_images(epoch)
    torch.save(generator.state_dict(), "saved_models/%s/generator_%d.pth" % (opt.dataset_name, epoch))
    torch.save(discriminator.state_dict(), "saved_models/%s/discriminator_%d.pth" % (opt.dataset_name, epoch))
