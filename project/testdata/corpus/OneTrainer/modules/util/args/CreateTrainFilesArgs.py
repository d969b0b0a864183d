import argparse


class CreateTrainFilesArgs:
    @staticmethod
    def parse_args():
        parser = argparse.ArgumentParser(description="One Trainer Create Train Files Script.")

        parser.add_argument("--config-output-destination", type=str, required=False, default=None, dest="config_output_destination", help="Where to write a default config file")
        parser.add_argument("--concepts-output-destination", type=str, required=False, default=None, dest="concepts_output_destination", help="Where to write a default concepts file")
        parser.add_argument("--samples-output-destination", type=str, required=False, default=None, dest="samples_output_destination", help="Where to write a default samples file")

        return parser.parse_args()
