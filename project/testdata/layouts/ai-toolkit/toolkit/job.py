def get_job(path):
    raise NotImplementedError
