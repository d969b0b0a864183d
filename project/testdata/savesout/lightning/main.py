import argparse
import pytorch_lightning as pl
from model import LitClassifier

p = argparse.ArgumentParser()
p.add_argument('--max_epochs', type=int, default=5)
p.add_argument('--root')
args = p.parse_args()

model = LitClassifier()
trainer = pl.Trainer(max_epochs=args.max_epochs, accelerator='auto', default_root_dir=args.root)
trainer.fit(model)
