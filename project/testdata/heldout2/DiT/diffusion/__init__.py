# Diffusion helpers (fixture stub).

def create_diffusion(timestep_respacing=None):
    raise NotImplementedError
