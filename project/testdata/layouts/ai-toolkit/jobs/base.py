class BaseJob:
    pass
