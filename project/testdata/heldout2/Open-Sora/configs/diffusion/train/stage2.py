_base_ = ["image.py"]
grad_ckpt_settings = (100, 100)
plugin = "hybrid"
plugin_config = dict(
bucket_config = {
model = dict(grad_ckpt_settings=grad_ckpt_settings)
lr = 5e-5
optim = dict(lr=lr)
ckpt_every = 200
keep_n_latest = 20
