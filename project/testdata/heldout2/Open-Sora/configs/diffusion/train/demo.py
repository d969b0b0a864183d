_base_ = ["stage1.py"]
bucket_config = {
