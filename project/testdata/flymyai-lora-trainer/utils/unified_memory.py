def enabled():
    return False
