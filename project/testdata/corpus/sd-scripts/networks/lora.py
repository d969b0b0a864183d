# fixture stub: LoRA module selected with --network_module=networks.lora


def create_network(multiplier, network_dim, network_alpha, vae, text_encoder, unet, **kwargs):
    if network_dim is None:
        network_dim = 4
    raise NotImplementedError("fixture stub")
