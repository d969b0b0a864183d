model = dict(type='EncoderDecoder', backbone=dict(type='ViT'))
data_root = 'data/ade/ADEChallengeData2016'
