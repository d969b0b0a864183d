_base_ = ['../_base_/datasets/coco_instance.py']
model = dict(type='MaskRCNN', backbone=dict(type='Net'))
optimizer = dict(type='AdamW', lr=0.0001)
