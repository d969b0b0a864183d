_base_ = ["image.py"]
dataset = dict(memory_efficient=False)
grad_ckpt_settings = (8, 100)
bucket_config = {
model = dict(grad_ckpt_settings=grad_ckpt_settings)
lr = 5e-5
optim = dict(lr=lr)
ckpt_every = 2000
keep_n_latest = 20
