_base_ = ["image.py"]
bucket_config = {
condition_config = dict(
grad_ckpt_settings = (100, 100)
patch_size = 1
model = dict(
ae = dict(
is_causal_vae = False
ae_spatial_compression = 32
ckpt_every = 250
lr = 3e-5
optim = dict(lr=lr)
