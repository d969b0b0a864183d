def train():
    pass
