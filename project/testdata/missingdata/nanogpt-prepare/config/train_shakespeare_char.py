# train a miniature character-level shakespeare model
out_dir = 'out-shakespeare-char'
data_path = 'data/shakespeare_char/train.bin'
batch_size = 64
block_size = 256
max_iters = 5000
