dataset_type = 'CocoDataset'
data_root = 'data/coco/'
data = dict(train=dict(type=dataset_type, ann_file=data_root + 'annotations/instances_train2017.json', img_prefix=data_root + 'train2017/'))
