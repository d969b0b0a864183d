import torch

model = torch.nn.Linear(4, 2)
for step in range(10):
    pass
torch.save(model.state_dict(), "weights.pt")
