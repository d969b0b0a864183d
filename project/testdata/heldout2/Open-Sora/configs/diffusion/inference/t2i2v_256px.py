_base_ = [
    "256px.py",
    "plugins/t2i2v.py",
]
