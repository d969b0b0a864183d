model = dict(type='YOLODetector', deepen_factor=0.33, widen_factor=0.5)
train_cfg = dict(type='EpochBasedTrainLoop', max_epochs=300)
