from .base_options import BaseOptions


class TrainOptions(BaseOptions):
    """Training options, on top of the shared ones."""

    def initialize(self, parser):
        parser = BaseOptions.initialize(self, parser)
        parser.add_argument('--n_epochs', type=int, default=200, help='number of epochs')
        parser.add_argument('--save_epoch_freq', type=int, default=5, help='frequency of saving checkpoints')
        parser.add_argument('--lr', type=float, default=0.0002, help='initial learning rate')
        self.isTrain = True
        return parser
