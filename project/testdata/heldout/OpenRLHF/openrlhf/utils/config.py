"""Turn a flat argparse Namespace with dotted dests ("muon.lr") into nested namespaces."""
from types import SimpleNamespace


def hierarchize(args):
    tree = {}
    for key, value in vars(args).items():
        *parents, leaf = key.split(".")
        node = tree
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = value

    def wrap(x):
        return SimpleNamespace(**{k: wrap(v) for k, v in x.items()}) if isinstance(x, dict) else x

    return wrap(tree)
