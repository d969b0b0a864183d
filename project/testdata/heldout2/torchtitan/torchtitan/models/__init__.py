_supported_models = frozenset(
