_base_ = ['../_base_/datasets/ade20k.py']
model = dict(type='EncoderDecoder', backbone=dict(type='Net'))
