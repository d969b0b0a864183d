def layer():
    return None
