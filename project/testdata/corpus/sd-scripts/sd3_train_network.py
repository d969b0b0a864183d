# fixture stub: SD3/SD3.5 LoRA training, extends train_network
import train_network
from library import train_util


def setup_parser():
    parser = train_network.setup_parser()
    parser.add_argument("--clip_l", type=str, default=None)
    parser.add_argument("--clip_g", type=str, default=None)
    parser.add_argument("--t5xxl", type=str, default=None)
    return parser


if __name__ == "__main__":
    parser = setup_parser()
    args = parser.parse_args()
    args = train_util.read_config_from_file(args, parser)
    train_network.NetworkTrainer().train(args)
