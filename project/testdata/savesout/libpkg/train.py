import torch
from rlhfkit import TinyLM

model = TinyLM(num_tokens=256, dim=64)
opt = torch.optim.Adam(model.parameters(), lr=1e-4)
for i in range(100):
    loss = model(torch.randint(0, 256, (4, 128))).mean()
    loss.backward()
    opt.step()
    print(f'step {i}: {loss.item():.3f}')
