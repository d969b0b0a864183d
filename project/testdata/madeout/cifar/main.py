'''Classify CIFAR-10 images.'''
import argparse
import os

import torch
import torch.nn as nn
import torchvision
import torchvision.transforms as transforms

from models import *
from utils import progress_bar

parser = argparse.ArgumentParser(description='CIFAR-10 classifier')
parser.add_argument('--lr', default=0.1, type=float, help='learning rate')
parser.add_argument('--resume', '-r', action='store_true', help='continue from the saved state')
args = parser.parse_args()

best_acc = 0
trainset = torchvision.datasets.CIFAR10(
    root='./data', train=True, download=True, transform=transforms.ToTensor())
testset = torchvision.datasets.CIFAR10(
    root='./data', train=False, download=True, transform=transforms.ToTensor())
net = SmallNet()

if args.resume:
    assert os.path.isdir('checkpoint'), 'no saved state found'
    saved = torch.load('./checkpoint/ckpt.pth')
    net.load_state_dict(saved['net'])


def test(epoch):
    global best_acc
    acc = evaluate(net, testset)
    if acc > best_acc:
        state = {'net': net.state_dict(), 'acc': acc, 'epoch': epoch}
        if not os.path.isdir('checkpoint'):
            os.mkdir('checkpoint')
        torch.save(state, './checkpoint/ckpt.pth')
        best_acc = acc


for epoch in range(100):
    train(epoch)
    test(epoch)
