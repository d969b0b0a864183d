_base_ = ["stage2.py"]

model = dict(cond_embed=True)
grad_ckpt_buffer_size = 25 * 1024**3

condition_config = dict(
    t2v=1,
    i2v_head=5,
    i2v_loop=1,
    i2v_tail=1,
)
is_causal_vae = True

bucket_config = {
    "_delete_": True,
    "256px": {
        1: (1.0, 195),
        5: (1.0, 80),
        9: (1.0, 80),
        13: (1.0, 80),
    },
    "768px": {
        1: (0.5, 38),
        5: (0.5, 10),
        9: (0.5, 10),
        13: (0.5, 10),
    },
}
