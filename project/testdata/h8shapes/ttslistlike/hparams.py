class HParams(dict):
    pass


def create_hparams():
    return HParams(
        epochs=500,
        distributed_run=False,
        training_files='filelists/speech_train_list.txt',
        validation_files='filelists/speech_val_list.txt',
        sampling_rate=22050,
        batch_size=64,
    )
