DATA = "data/membranes"
CHECKPOINT_DIR = "checkpoints"
RESIZE_TO = 256
