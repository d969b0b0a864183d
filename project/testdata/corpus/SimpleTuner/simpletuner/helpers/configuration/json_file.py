"""JSON config backend (fixture stub).

Search order: $CONFIG_PATH; then ENV as a file path when it has a suffix; otherwise
ENV/config.json, config/ENV/config.json and the packaged simpletuner/ENV/config.json;
with no ENV, config/config.json. Values starting with config/examples/ are mapped
to the packaged simpletuner/examples/ folder.
"""


def load_json_config():
    """Return the config as a list of --key=value strings."""
