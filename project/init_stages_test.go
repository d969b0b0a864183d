package project

import (
	"errors"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The launch as a documented pipeline runs it (issue 39, held-out 3's
// shapes): the first stage of a pipeline, from the folder a `cd` names;
// a later stage, whose inputs an earlier line makes, is never written;
// exported placeholders the run reads are the user's to fill.

// TestInitPicksTheFirstStage: trainers run from trainer/ (`cd trainer &&
// python train_pretrain.py`, then the SFT and LoRA stages, each starting
// from the weights the one before saves: --from_weight's default is the
// earlier script's --save_weight). The LoRA block, under the only heading
// with a training word, outranked pretraining, and its second `cd
// trainer &&` line was read as trainer/trainer. Shape: jingyaogong/minimind
// (d65ef2c).
func TestInitPicksTheFirstStage(t *testing.T) {
	d, err := Detect(filepath.Join("testdata", "stages", "pretrain-sft-lora"), InitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.Command, " "); got != "python train_pretrain.py" || d.Cwd != "trainer" {
		t.Errorf("command %q in %q, want python train_pretrain.py in trainer\nwhy %s\nrunners %q", got, d.Cwd, d.CommandWhy, d.Runners)
	}
	if d.Volumes.Output != "./out" {
		t.Errorf("output %q, want ./out (--save_dir ../out from trainer/)", d.Volumes.Output)
	}
	for _, r := range d.Runners {
		if strings.Contains(r, "train_lora.py") && !strings.Contains(r, "a later stage: --from_weight full_sft is made by train_full_sft") {
			t.Errorf("the LoRA line does not say which stage makes its weights: %s", r)
		}
	}
}

// TestInitRefusesALaterStage: the distillation line reads the student a
// create step saves (--save_dir ./student-init) and the labels a
// pseudo-labelling step writes (../corpus_pseudo_labelled): it was written
// as the training command. Now refused, naming the stages. Shape:
// huggingface/distil-whisper (cc96130).
func TestInitRefusesALaterStage(t *testing.T) {
	_, err := Detect(filepath.Join("testdata", "stages", "distill-stages"), InitOptions{})
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config {
		t.Fatalf("want a refusal, got %v", err)
	}
	for _, want := range []string{"is a later stage of a documented pipeline", "--model_name_or_path ./student-init is made by \"python create_student_model.py", "--train_dataset_name ../corpus_pseudo_labelled is made by \"accelerate launch run_pseudo_labelling.py", "--command"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal does not say %q:\n%v", want, err)
		}
	}
}

// TestInitLaterStageGivenWithCommand: the user's --command is their
// answer, even for a later stage.
func TestInitLaterStageGivenWithCommand(t *testing.T) {
	d, err := Detect(filepath.Join("testdata", "stages", "distill-stages"), InitOptions{Command: "accelerate launch training/run_distillation.py --model_name_or_path org/student --teacher_model_name_or_path org/teacher --train_dataset_name org/labelled --output_dir out"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(d.Command, " "), "run_distillation.py") {
		t.Errorf("command %q", d.Command)
	}
}

// TestInitExportedPlaceholders: a README exports BASE_MODEL={path_to_your_model}
// and DATA_DIR={path_to_your_dataset}, then runs a script that reads them.
// init wrote the script with the placeholders as env; now it refuses
// without a terminal, naming them, and asks in one. Shapes:
// Jiayi-Pan/TinyZero (95df88f) and wrx33/PsychFound (aaa7fcd).
func TestInitExportedPlaceholders(t *testing.T) {
	for _, name := range []string{"countdown-rl", "clinic-rl"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", "envplace", name)
			_, err := Detect(dir, InitOptions{})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("want a refusal, got %v", err)
			}
			for _, want := range []string{"BASE_MODEL={path_to_your_model}", "DATA_DIR={path_to_your_dataset}"} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("refusal does not name %s:\n%v", want, err)
				}
			}
			d, err := Detect(dir, InitOptions{Ask: &scriptedAsk{pick: "bash"}})
			if err != nil {
				t.Fatal(err)
			}
			if d.Env["BASE_MODEL"] != "x" || d.Env["DATA_DIR"] != "x" || d.Env["ROLLOUT_TP_SIZE"] == "" {
				t.Errorf("env %v, want the answers and the documented values", d.Env)
			}
		})
	}
}

// TestInitUnusedExportedPlaceholder: a placeholder the run does not read
// is left out of env and said, not refused.
func TestInitUnusedExportedPlaceholder(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":  "import argparse\np = argparse.ArgumentParser()\np.add_argument('--lr', type=float, default=1e-4)\np.parse_args()\n",
		"README.md": "# T\n\n## Training\n\n```bash\nexport WANDB_ENTITY=your_team\nexport OMP_NUM_THREADS=4\npython train.py --lr 1e-4\n```\n",
	})
	d, err := Detect(dir, InitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Env["WANDB_ENTITY"]; ok || d.Env["OMP_NUM_THREADS"] != "4" {
		t.Errorf("env %v, want OMP_NUM_THREADS and no placeholder", d.Env)
	}
}

// sameCdCommand reports whether a want written as the shell runs it from
// a folder (`bash -c "cd trainer && python train_pretrain.py"`) is the
// command init wrote with that folder as train.cwd.
func sameCdCommand(d *Detection, c []string) bool {
	if len(c) != 3 || (c[0] != "bash" && c[0] != "sh") || c[1] != "-c" {
		return false
	}
	cd, rest, ok := strings.Cut(c[2], "&&")
	dir, isCd := strings.CutPrefix(strings.TrimSpace(cd), "cd ")
	if !ok || !isCd {
		return false
	}
	return path.Clean(strings.TrimSpace(dir)) == path.Clean(orDefault(d.Cwd, ".")) && sameCommand(d.Command, strings.Fields(rest))
}

func TestSameCdCommand(t *testing.T) {
	d := &Detection{Command: []string{"python", "train_pretrain.py"}, Cwd: "trainer"}
	if !sameCdCommand(d, []string{"bash", "-c", "cd trainer && python train_pretrain.py"}) {
		t.Error("cd trainer && python train_pretrain.py is python train_pretrain.py in trainer")
	}
	if sameCdCommand(&Detection{Command: d.Command}, []string{"bash", "-c", "cd trainer && python train_pretrain.py"}) {
		t.Error("the same command from the root is not the documented one")
	}
}
