model = dict(type='ImageClassifier', backbone=dict(type='LeNet5', num_classes=10))
dataset_type = 'MNIST'
train_pipeline = [dict(type='LoadImageFromFile'), dict(type='ToTensor', keys=['gt_label'])]
data = dict(
    samples_per_gpu=128,
    train=dict(
        type=dataset_type,
        data_prefix='data/mnist',
        pipeline=train_pipeline))
optimizer = dict(type='SGD', lr=0.01, momentum=0.9)
runner = dict(type='EpochBasedRunner', max_epochs=5)
