_base_ = [
    "256px.py",
    "plugins/sp.py",
]

sampling_option = dict(
    resolution="768px",
)
