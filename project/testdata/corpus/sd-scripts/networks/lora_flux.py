# fixture stub: FLUX.1 LoRA module, --network_module=networks.lora_flux


def create_network(multiplier, network_dim, network_alpha, ae, text_encoders, flux, **kwargs):
    raise NotImplementedError("fixture stub")
