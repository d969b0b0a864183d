model = dict(type='EncoderDecoder', backbone=dict(type='NeXtNet'))
data_root = 'data/ade/ADEChallengeData2016'
