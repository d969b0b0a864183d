class VQADataset:
    pass
