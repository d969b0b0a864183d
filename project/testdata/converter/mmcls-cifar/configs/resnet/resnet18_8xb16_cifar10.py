_base_ = [
    '../_base_/datasets/cifar10_bs16.py',
    '../_base_/schedules/cifar10_bs128.py',
]
model = dict(type='ImageClassifier', backbone=dict(type='ResNet_CIFAR', depth=18))
