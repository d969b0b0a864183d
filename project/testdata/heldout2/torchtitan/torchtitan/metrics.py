"""Metric logging (fixture: where logs go by default)."""


def build_metrics_processor(dump_folder: str = "./outputs", log_freq: int = 10):
    raise NotImplementedError
