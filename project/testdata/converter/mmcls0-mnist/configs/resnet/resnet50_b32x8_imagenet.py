model = dict(type='ImageClassifier', backbone=dict(type='ResNet', depth=50))
dataset_type = 'ImageNet'
train_pipeline = [dict(type='LoadImageFromFile'), dict(type='ToTensor', keys=['gt_label'])]
data = dict(
    samples_per_gpu=32,
    train=dict(
        type=dataset_type,
        data_prefix='data/imagenet/train',
        pipeline=train_pipeline))
optimizer = dict(type='SGD', lr=0.1, momentum=0.9)
runner = dict(type='EpochBasedRunner', max_epochs=100)
