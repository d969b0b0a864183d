from .ae_model_zoo import DC_AE
