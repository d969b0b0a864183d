_base_ = [
    '../_base_/models/retinanet_r50_fpn.py',
    '../_base_/datasets/coco_detection.py',
]
optimizer = dict(type='SGD', lr=0.01, momentum=0.9, weight_decay=0.0001)
train_cfg = dict(type='EpochBasedTrainLoop', max_epochs=12, val_interval=1)
