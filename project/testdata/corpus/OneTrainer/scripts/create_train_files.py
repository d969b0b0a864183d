from util.import_util import script_imports

script_imports()

from modules.util.args.CreateTrainFilesArgs import CreateTrainFilesArgs


def main():
    args = CreateTrainFilesArgs.parse_args()
    # writes a default config / concepts / samples JSON to the given destinations (omitted)
    ...


if __name__ == '__main__':
    main()
