_base_ = [
    "256px.py",
    "plugins/tp.py",
]
