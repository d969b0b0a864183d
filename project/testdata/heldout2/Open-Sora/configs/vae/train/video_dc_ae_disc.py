_base_ = ["video_dc_ae.py"]
discriminator = dict(
disc_lr_scheduler = dict(warmup_steps=0)
gen_loss_config = dict(
disc_loss_config = dict(
optim_discriminator = dict(
grad_checkpoint = True
model = dict(
    disc_off_grad_ckpt = True, # set to true if your `grad_checkpoint` is True
