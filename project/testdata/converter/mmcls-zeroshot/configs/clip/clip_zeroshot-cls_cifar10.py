model = dict(type='CLIPZeroShot')
test_dataloader = dict(dataset=dict(type='CIFAR10', data_root='data/cifar10', split='test'))
train_dataloader = None
train_cfg = None
optim_wrapper = None
