class cfg:
    data_root = 'data/mnist'
    epochs = 10
