package reposcan

import (
	"strings"
	"testing"
)

// TestCdShownOncePerLine: two alternatives under one another, each written
// from the root (`cd trainer && torchrun ...`, `cd trainer && python ...`),
// both run in trainer/, not trainer/trainer; a cd into a folder the
// repository does not have is kept. Shapes: jingyaogong/minimind's LoRA
// block (d65ef2c) and a `cd scripts && bash run.sh` pair.
func TestCdShownOncePerLine(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"trainer/train_lora.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--epochs', type=int, default=1)\np.parse_args()\n",
		"scripts/run.sh":        "python ../trainer/train_lora.py --epochs 2\n",
		"README.md":             "# T\n\n## LoRA training\n\n```bash\n# Way 1\ncd trainer && torchrun --nproc_per_node 1 train_lora.py\n# Way 2\ncd trainer && python train_lora.py --epochs 3\n```\n\n## Other\n\n```bash\ncd scripts && bash run.sh\ncd scripts && bash run.sh\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Launches {
		if c.Source.Kind == FromReadme && c.WorkDir != "trainer" && c.WorkDir != "scripts" {
			t.Errorf("%s runs in %q, want trainer or scripts", strings.Join(c.Words, " "), c.WorkDir)
		}
	}
}

// TestStagesFromDefaults: a script whose --from_weight default is what
// another documented script's --save_weight default names is a later
// stage of the same pipeline, and ranks under the first stage.
func TestStagesFromDefaults(t *testing.T) {
	script := func(save, from string) string {
		return "import argparse\np = argparse.ArgumentParser()\np.add_argument('--save_weight', default='" + save + "')\np.add_argument('--from_weight', default='" + from + "')\np.parse_args()\n"
	}
	dir := writeRepo(t, map[string]string{
		"train_pretrain.py": script("pretrain", "none"),
		"train_sft.py":      script("sft", "pretrain"),
		"README.md":         "# T\n\n## Fine-tuning\n\n```bash\npython train_sft.py\n```\n\n## Pretraining\n\n```bash\npython train_pretrain.py\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	sft := launchOf(t, f, "train_sft.py")
	if len(sft.Needs) != 1 || sft.Needs[0].Flag != "--from_weight" || sft.Needs[0].Value != "pretrain" || !strings.Contains(sft.Needs[0].By, "train_pretrain.py") {
		t.Errorf("needs %+v, want --from_weight pretrain made by train_pretrain.py", sft.Needs)
	}
	if f.Launches[0].Target != "train_pretrain.py" {
		t.Errorf("first %s, want train_pretrain.py (the first stage)", f.Launches[0].Target)
	}
}

// TestStagesNeedAPlace: options that name no place (save_precision bf16
// and mixed_precision bf16), the same option on two lines (both read
// --checkpoint_dir X), are no stages; a line that reads what a
// preparation step writes needs it but keeps its rank (no earlier
// training stage to prefer). Shapes: sd-scripts' FLUX lines, litgpt's
// xla prepare/finetune pair, SimpleTuner's prompt2effect prepare/train.
func TestStagesNeedAPlace(t *testing.T) {
	py := "import argparse\np = argparse.ArgumentParser()\np.parse_known_args()\n"
	dir := writeRepo(t, map[string]string{
		"flux_train.py": py, "flux_train_network.py": py, "prepare_alpaca.py": py, "adapter.py": py, "prepare.py": py, "train.py": py,
		"README.md": "# T\n\n## Training\n\n```bash\naccelerate launch --mixed_precision bf16 flux_train.py --save_precision bf16\n" +
			"accelerate launch --mixed_precision bf16 flux_train_network.py --save_precision bf16\n" +
			"python prepare_alpaca.py --checkpoint_dir checkpoints/falcon-7b\npython adapter.py --checkpoint_dir checkpoints/falcon-7b\n" +
			"python prepare.py --output_dir cache/targets\npython train.py --prepared_dir cache/targets\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Launches {
		if c.Target != "train.py" && len(c.Needs) > 0 {
			t.Errorf("%s needs %+v, want none", c.Target, c.Needs)
		}
	}
	tr := launchOf(t, f, "train.py")
	if len(tr.Needs) != 1 || strings.Contains(strings.Join(tr.Evidence, "; "), "later stage") {
		t.Errorf("train.py needs %+v, evidence %q: want the prepared folder, no demotion", tr.Needs, tr.Evidence)
	}
}
