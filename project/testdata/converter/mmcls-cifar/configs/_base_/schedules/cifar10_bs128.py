optim_wrapper = dict(optimizer=dict(type='SGD', lr=0.1, momentum=0.9))
train_cfg = dict(by_epoch=True, max_epochs=200, val_interval=1)
