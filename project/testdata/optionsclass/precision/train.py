from options.train_options import TrainOptions

opt = TrainOptions().parse()
for step in range(opt.steps):
    print(step)
