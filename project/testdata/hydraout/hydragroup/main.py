import hydra
import torch

@hydra.main(config_path="configs", config_name="default", version_base="1.1")
def main(args):
    model = torch.nn.Linear(4, 4)
    for step in range(args.optim.total_steps):
        pass
    torch.save(model.state_dict(), "checkpoint-final.pt")

if __name__ == "__main__":
    main()
