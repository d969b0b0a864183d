model = dict(type='ImageClassifier', backbone=dict(type='ResNet', depth=18))
work_dir = 'runs/small'
