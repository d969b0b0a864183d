# evaluate the released gpt2-xl (1558M parameters)
batch_size = 8
eval_iters = 500
eval_only = True
wandb_log = False
init_from = 'gpt2-xl'
