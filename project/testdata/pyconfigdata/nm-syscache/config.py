class cfg:
    data_root = '/tmp/cache/mnist'
    epochs = 10
