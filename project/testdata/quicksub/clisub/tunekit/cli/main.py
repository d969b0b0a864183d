import importlib
import sys

ROUTE_MAPPING = {
    'sft': 'tunekit.cli.sft',
    'infer': 'tunekit.cli.infer',
}


def cli_main():
    method_name = sys.argv[1]
    module = importlib.import_module(ROUTE_MAPPING[method_name])
    module.main(sys.argv[2:])


if __name__ == '__main__':
    cli_main()
