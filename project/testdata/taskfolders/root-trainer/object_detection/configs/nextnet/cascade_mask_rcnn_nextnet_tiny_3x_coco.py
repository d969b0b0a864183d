model = dict(type='CascadeRCNN', backbone=dict(type='NeXtNet'))
data_root = 'data/coco/'
