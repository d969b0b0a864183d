import os
import shutil

import torch


def make_directory(dir_path):
    if not os.path.exists(dir_path):
        os.makedirs(dir_path)


def save_checkpoint(state_dict, file_name, samples_dir, results_dir, best_file_name, last_file_name):
    checkpoint_path = os.path.join(samples_dir, file_name)
    torch.save(state_dict, checkpoint_path)
    shutil.copyfile(checkpoint_path, os.path.join(results_dir, last_file_name))
