model = dict(
    type='RetinaNet',
    backbone=dict(type='ResNet', depth=50),
    neck=dict(type='FPN', in_channels=[256, 512, 1024, 2048], out_channels=256),
    bbox_head=dict(type='RetinaHead', num_classes=80))
