# fixture stub: where a training process writes
import os


class BaseTrainProcess:
    def __init__(self, process_id, job, config):
        self.job = job
        self.config = config
        self.name = config.get('name', job.config.get('name'))
        self.training_folder = config.get('training_folder', getattr(job, 'training_folder', None))
        # checkpoints, samples and a copy of the config go to <training_folder>/<name>
        self.save_root = os.path.join(self.training_folder, self.name)
        self.log_dir = config.get('log_dir', getattr(job, 'log_dir', None))
