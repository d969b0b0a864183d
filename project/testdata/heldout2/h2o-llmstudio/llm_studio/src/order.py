from collections.abc import Iterable
class Order:
