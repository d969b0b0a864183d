_base_ = ["stage1.py"]
model = dict(cond_embed=True)
condition_config = dict(
lr = 1e-5
optim = dict(lr=lr)
