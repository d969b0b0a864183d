import sys
from options.train_options import TrainOptions
from trainer import Trainer

opt = TrainOptions().parse()
trainer = Trainer(opt)
for epoch in range(opt.niter):
    trainer.run_generator_one_step()
    trainer.save(epoch)
