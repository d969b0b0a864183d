import platform
from packaging.version import Version, parse
CHECKPOINT_VERSION = Version("1.5")
PY_VERSION = parse(platform.python_version())
CHECKPOINT_FILE_NAME = "checkpoint_metadata.json"
MODEL_CONFIG_FILE_NAME = "model_config.json"
