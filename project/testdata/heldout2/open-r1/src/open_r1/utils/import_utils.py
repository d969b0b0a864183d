from transformers.utils.import_utils import _is_package_available
_e2b_available = _is_package_available("e2b")
def is_e2b_available() -> bool:
_morph_available = _is_package_available("morphcloud")
def is_morph_available() -> bool:
