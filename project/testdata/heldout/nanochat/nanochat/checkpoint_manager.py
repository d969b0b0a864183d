# Fixture stub: save/load checkpoints under <base_dir>/{base,chatsft,chatrl}_checkpoints/<model_tag>.
def save_checkpoint(checkpoint_dir, step, model_data, optimizer_data, meta_data, rank=0):
    ...


def load_checkpoint(checkpoint_dir, step, device, load_optimizer=False, rank=0):
    ...
