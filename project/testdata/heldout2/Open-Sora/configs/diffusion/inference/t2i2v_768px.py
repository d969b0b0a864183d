_base_ = [
    "768px.py",
    "plugins/t2i2v.py",
]
