from .fsspec import check_path_is_local, fs_copy, fs_open
from .s3_mover import S3Mover
__all__ = ["S3Mover", "fs_open", "fs_copy", "check_path_is_local"]
