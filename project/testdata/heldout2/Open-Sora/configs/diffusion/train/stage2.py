_base_ = ["image.py"]

grad_ckpt_settings = (100, 100)

plugin = "hybrid"
plugin_config = dict(
    tp_size=1,
    pp_size=1,
    sp_size=4,
    sequence_parallelism_mode="ring_attn",
    enable_sequence_parallelism=True,
    static_graph=True,
    zero_stage=2,
)

bucket_config = {
    "_delete_": True,
    "256px": {
        1: (1.0, 130),
        5: (1.0, 14),
        9: (1.0, 14),
        13: (1.0, 14),
    },
    "768px": {
        1: (1.0, 38),
        5: (1.0, 6),
        9: (1.0, 6),
        13: (1.0, 6),
    },
}

model = dict(grad_ckpt_settings=grad_ckpt_settings)
lr = 5e-5
optim = dict(lr=lr)
ckpt_every = 200
keep_n_latest = 20
