package reposcan

import "testing"

// TestLightningDir: where a Lightning Trainer writes its checkpoints by
// Lightning's defaults, read from the launched script. Shapes: a
// self-supervised trainer with TensorBoardLogger("tb_logs", name=...)
// (imbue-ai/self_supervised-like), a ViT trainer with
// pl.loggers.CSVLogger(save_dir="logs") (ViT-CIFAR-like), and a trainer
// with no logger (lightning_logs/). Precision: a default_root_dir, a
// ModelCheckpoint given its folder, a Wandb logger, a logger folder from
// an option, and two loggers with different folders say nothing.
func TestLightningDir(t *testing.T) {
	readme := "# SSL\n\n## Training\n\n```\npython train.py\n```\n"
	head := "import pytorch_lightning as pl\nfrom pytorch_lightning.loggers import TensorBoardLogger, CSVLogger, WandbLogger\nfrom pytorch_lightning.callbacks import ModelCheckpoint\n"
	for _, c := range []struct {
		name, body, want string
	}{
		{"tensorboard logger", "for seed in range(3):\n    logger = TensorBoardLogger(\"tb_logs\", name=f\"m_{seed}\")\n    trainer = pl.Trainer(gpus=1, max_epochs=10, logger=logger)\n    trainer.fit(m)\n", "tb_logs"},
		{"csv logger by keyword", "logger = pl.loggers.CSVLogger(\n    save_dir=\"logs\",\n    name=name\n)\ntrainer = pl.Trainer(max_epochs=200, logger=logger)\n", "logs"},
		{"no logger", "trainer = pl.Trainer(max_epochs=10)\ntrainer.fit(m)\n", "lightning_logs"},
		{"a model checkpoint without a folder", "cb = ModelCheckpoint(monitor='val_loss')\ntrainer = pl.Trainer(max_epochs=10, callbacks=[cb])\n", "lightning_logs"},
		{"default_root_dir", "trainer = pl.Trainer(default_root_dir=args.out, max_epochs=10)\n", ""},
		{"a model checkpoint's folder", "logger = TensorBoardLogger(save_dir='ckpts', name=exp)\nckpt = ModelCheckpoint(dirpath=ckpt_dir, save_last=True)\ntrainer = pl.Trainer(logger=logger, callbacks=[ckpt])\n", ""},
		{"a wandb logger", "logger = WandbLogger(project='x')\ntrainer = pl.Trainer(logger=logger)\n", ""},
		{"a logger folder from an option", "logger = TensorBoardLogger(args.log_dir)\ntrainer = pl.Trainer(logger=logger)\n", ""},
		{"two folders", "a = TensorBoardLogger('tb')\nb = CSVLogger('csv')\ntrainer = pl.Trainer(logger=[a, b])\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := Scan(writeRepo(t, map[string]string{"README.md": readme, "train.py": head + c.body}))
			if err != nil || len(f.Launches) == 0 {
				t.Fatalf("scan: %v, %d launches", err, len(f.Launches))
			}
			dir, at := f.LightningDir(f.Launches[0])
			if dir != c.want {
				t.Errorf("LightningDir = %q (%s), want %q", dir, at, c.want)
			}
			if dir != "" && at == "" {
				t.Errorf("no place given for %q", dir)
			}
		})
	}
}
