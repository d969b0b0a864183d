from toolkit.config import get_config


def get_job(config_path, name=None):
    config = get_config(config_path, name)
    if not config['job']:
        raise ValueError('config file is invalid. Missing "job" key')
    job = config['job']
    if job in ('extract', 'train', 'mod', 'generate', 'extension'):
        raise NotImplementedError('fixture stub: job type ' + job)
    raise ValueError(f'Unknown job type {job}')
