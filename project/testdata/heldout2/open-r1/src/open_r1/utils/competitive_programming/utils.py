from itertools import islice
def batched(iterable, n):
