python legacy/train_v1.py --config legacy/configs/resnet_v1.yaml
