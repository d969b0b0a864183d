# fixture stub: config lookup order
import os

TOOLKIT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
possible_extensions = ['.json', '.jsonc', '.yaml', '.yml']


def get_config(config_file_path, name=None):
    # 1) <repo>/config/<arg> (also with each extension appended), 2) the arg as a path, 3) relative to cwd
    config_path = os.path.join(TOOLKIT_ROOT, 'config', config_file_path)
    candidates = [config_path] + [config_path + e for e in possible_extensions]
    candidates += [config_file_path, os.path.join(os.getcwd(), config_file_path)]
    for c in candidates:
        if os.path.exists(c):
            raise NotImplementedError('fixture stub: would load ' + c)
    raise ValueError(f"Could not find config file {config_file_path}")
