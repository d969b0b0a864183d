import os
import torch
import torchvision

hyp = {'misc': {'data_location': 'data.pt'}}

if not os.path.exists(hyp['misc']['data_location']):
    train = torchvision.datasets.CIFAR10('cifar10/', download=True, train=True)
    data = {'images': torch.tensor(train.data)}
    torch.save(data, hyp['misc']['data_location'])
else:
    data = torch.load(hyp['misc']['data_location'])

for run in range(5):
    print('accuracy', run)
