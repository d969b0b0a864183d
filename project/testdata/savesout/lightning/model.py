import torch
import pytorch_lightning as pl


class LitClassifier(pl.LightningModule):
    def __init__(self):
        super().__init__()
        self.layer = torch.nn.Linear(28 * 28, 10)
