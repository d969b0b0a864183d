_base_ = ["stage2.py"]
model = dict(cond_embed=True)
grad_ckpt_buffer_size = 25 * 1024**3
condition_config = dict(
is_causal_vae = True
bucket_config = {
