def train94(epochs=10):
    return epochs
