from nanotron.parallel.context import ParallelContext
