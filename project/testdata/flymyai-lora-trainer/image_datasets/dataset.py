class Dataset: pass
