# DiT model definitions (fixture stub).
DiT_models = {}
