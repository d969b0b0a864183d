_base_ = ["stage1.py"]

model = dict(cond_embed=True)

condition_config = dict(
    t2v=1,
    i2v_head=5,
    i2v_loop=1,
    i2v_tail=1,
)

lr = 1e-5
optim = dict(lr=lr)
