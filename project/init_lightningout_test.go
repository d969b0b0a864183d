package project

import (
	"strings"
	"testing"
)

// TestInitLightningCheckpointsMounted: a Lightning trainer that names no
// folder for its checkpoints writes them under its logger's folder
// (TensorBoardLogger("tb_logs"), self_supervised-like) or under
// lightning_logs/ with no logger (Lightning's documented defaults): that
// folder is mounted, at the confidence of a default the code names, where
// init refused before ("not sure where train writes its checkpoints").
// A folder the code makes and saves into still comes first (a ViT trainer
// whose torch.save writes weights/ beside a CSVLogger("logs")).
func TestInitLightningCheckpointsMounted(t *testing.T) {
	head := "import os\nimport torch\nimport pytorch_lightning as pl\nfrom pytorch_lightning.loggers import TensorBoardLogger, CSVLogger\n"
	readme := "# SSL\n\n## Training\n\n```\npython train_blog.py\n```\n"
	for _, c := range []struct {
		name, body, want string
	}{
		{"tensorboard logger", "def main():\n    logger = TensorBoardLogger(\"tb_logs\", name=\"run\")\n    trainer = pl.Trainer(max_epochs=10, logger=logger)\n    trainer.fit(m)\n", "./tb_logs"},
		{"no logger", "trainer = pl.Trainer(max_epochs=10)\ntrainer.fit(m)\n", "./lightning_logs"},
		{"a folder the code saves into first", "logger = CSVLogger(save_dir=\"logs\", name=\"vit\")\ntrainer = pl.Trainer(logger=logger)\ntrainer.fit(m)\nos.makedirs(\"weights\", exist_ok=True)\ntorch.save(m.state_dict(), \"weights/vit.pth\")\n", "./weights"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Detect(writeRepo(t, map[string]string{"README.md": readme, "train_blog.py": head + c.body, "requirements.txt": "torch\npytorch-lightning\n"}), InitOptions{Profiles: []string{"cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Volumes.Output != c.want {
				t.Errorf("volumes.output %q, want %q", d.Volumes.Output, c.want)
			}
			if dec, _ := d.Decision("output"); strings.Contains(c.want, "logs") && (dec.Confidence != lightningConfidence || !strings.Contains(dec.Why, "Lightning")) {
				t.Errorf("output decision %+v: want Lightning's default at %d", dec, lightningConfidence)
			}
		})
	}
}
