import os
import torch
import torchvision
from torchvision import transforms
from torchvision.utils import save_image

sample_dir = 'samples'
if not os.path.exists(sample_dir):
    os.makedirs(sample_dir)

mnist = torchvision.datasets.MNIST(root='../../data/', train=True,
                                   transform=transforms.ToTensor(), download=True)

for epoch in range(200):
    fake_images = G(torch.randn(100, 64))
    save_image(fake_images, os.path.join(sample_dir, 'fake_images-{}.png'.format(epoch+1)))

# The weights go to the working folder itself, beside the samples folder.
torch.save(G.state_dict(), 'G.ckpt')
torch.save(D.state_dict(), 'D.ckpt')
