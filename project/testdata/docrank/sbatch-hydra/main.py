import hydra
import torch
import lightning as L

@hydra.main(version_base=None, config_path="configs", config_name="config")
def main(config):
    trainer = L.Trainer(max_steps=config.trainer.max_steps, default_root_dir=config.checkpointing.save_dir)
    trainer.fit(torch.nn.Linear(2, 2))

if __name__ == "__main__":
    main()
