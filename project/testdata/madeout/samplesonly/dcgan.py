import os

import torch
import torchvision.utils as vutils

os.makedirs("samples", exist_ok=True)
for epoch in range(25):
    vutils.save_image(fake.detach(), "samples/fake_epoch_%03d.png" % epoch, normalize=True)
    torch.save(netG.state_dict(), "samples/netG_epoch_%d.pth" % epoch)
