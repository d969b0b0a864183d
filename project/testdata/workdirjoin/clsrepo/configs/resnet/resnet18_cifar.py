_base_ = ['../_base_/cifar.py']
model = dict(type='ImageClassifier', backbone=dict(type='ResNet', depth=18))
train_cfg = dict(by_epoch=True, max_epochs=200)
