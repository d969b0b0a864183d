"""Stub: the inner loop of train.py, for benchmarking."""
batch_size = 12
block_size = 1024
bias = False
real_data = True
seed = 1337
device = 'cuda'
dtype = 'bfloat16'
compile = True
profile = False
exec(open('configurator.py').read())
