KNOWN_TYPE_ANNOTATIONS = [int, float, bool, str, tuple[str, ...]]
