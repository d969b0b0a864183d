dataset_type = 'ADE20KDataset'
data_root = 'data/ade/ADEChallengeData2016'
