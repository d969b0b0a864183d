from detectron2.engine import default_argument_parser, launch


def main(args):
    print(args.config_file)


if __name__ == "__main__":
    args = default_argument_parser().parse_args()
    launch(main, args.num_gpus, args=(args,))
