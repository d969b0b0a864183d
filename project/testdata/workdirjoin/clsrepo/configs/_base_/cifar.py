dataset_type = 'CIFAR10'
data_root = 'data/cifar10'
train_dataloader = dict(batch_size=16, dataset=dict(type=dataset_type, data_root=data_root))
