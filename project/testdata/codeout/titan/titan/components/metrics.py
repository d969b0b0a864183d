from dataclasses import dataclass


class MetricsProcessor:
    @dataclass(kw_only=True, slots=True)
    class Config:
        log_freq: int = 10
        save_tb_folder: str = "tb"


def build_metrics(dump_folder: str = "./outputs"):
    return dump_folder
