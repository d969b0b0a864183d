"""Stub: streaming helpers for generate.py."""


class Stream:
    pass


class Iteratorize:
    pass
