import time
from options.train_options import TrainOptions
from models import create_model

if __name__ == '__main__':
    opt = TrainOptions().parse()
    model = create_model(opt)
    for epoch in range(opt.n_epochs):
        model.optimize_parameters()
        if epoch % opt.save_epoch_freq == 0:
            model.save_networks(epoch)
