import hydra
import submitit
from omegaconf import DictConfig


class Task:
    def __init__(self, cfg):
        self.cfg = cfg

    def __call__(self):
        dist_env = submitit.helpers.TorchDistributedEnvironment()
        print(dist_env, self.cfg.cmd)


@hydra.main(version_base=None, config_path="../conf", config_name="slurm_config")
def main(cfg: DictConfig) -> None:
    executor = submitit.AutoExecutor(folder="logs")
    executor.update_parameters(slurm_partition=cfg.slurm.partition)
    job = executor.submit(Task(cfg.slurm))
    submitit.helpers.monitor_jobs([job])


if __name__ == '__main__':
    main()
