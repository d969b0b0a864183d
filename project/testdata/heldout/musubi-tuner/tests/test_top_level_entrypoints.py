from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_top_level_wrappers_exist():
    for name in ["hv_train_network.py", "wan_train_network.py"]:
        assert (ROOT / name).exists()
