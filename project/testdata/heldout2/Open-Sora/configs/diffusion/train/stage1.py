_base_ = ["image.py"]

dataset = dict(memory_efficient=False)

grad_ckpt_settings = (8, 100)
bucket_config = {
    "_delete_": True,
    "256px": {
        1: (1.0, 45),
        5: (1.0, 12),
        9: (1.0, 12),
        13: (1.0, 12),
    },
    "768px": {
        1: (0.5, 13),
    },
    "1024px": {
        1: (0.5, 7),
    },
}

model = dict(grad_ckpt_settings=grad_ckpt_settings)
lr = 5e-5
optim = dict(lr=lr)
ckpt_every = 2000
keep_n_latest = 20
