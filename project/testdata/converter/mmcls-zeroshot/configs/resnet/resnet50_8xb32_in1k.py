_base_ = [
    '../_base_/datasets/imagenet_bs32.py',
]
model = dict(type='ImageClassifier', backbone=dict(type='ResNet', depth=50))
optim_wrapper = dict(optimizer=dict(type='SGD', lr=0.1, momentum=0.9))
train_cfg = dict(by_epoch=True, max_epochs=100)
