package project

import (
	"strings"
	"testing"
)

// TestInitOutputFromSettingsAndFormattedPaths: a trainer with no output
// option, config key or default says where it writes through the folder
// its code makes and saves into, also when that folder is a settings
// module's constant joined into the path (issue 39, held-out 12). Our own
// fixtures: shaped like weiaicunzai/pytorch-cifar100 (conf/global_settings
// CHECKPOINT_PATH = 'checkpoint' read as settings.CHECKPOINT_PATH through
// conf/__init__'s `import ... as settings`, a folder per net and time, and
// a '{net}-{epoch}-{type}.pth' template's .format), a UNet trainer's
// `from config import CHECKPOINT_DIR`, and a %-format whose literal head
// is a folder, shaped like clovaai/CutMix-PyTorch and
// andreasveit/densenet-pytorch ("runs/%s/" % args.expname) and
// xternalz/WideResNet-pytorch ('results/%s' % args.name). Precision: a
// %-format whose head is a variable ("%s/%s/" % (args.root, ...)) and a
// settings constant that names only the log folder (LOG_DIR = 'runs', for
// a SummaryWriter) while the checkpoints go under an option: both stay
// refused, naming the save.
func TestInitOutputFromSettingsAndFormattedPaths(t *testing.T) {
	for _, tc := range []struct{ name, output, note, refusal string }{
		{"settingsmod", "./checkpoint", "train.py makes checkpoint/ and writes there", ""},
		{"constbyname", "./checkpoints", "train.py makes checkpoints/ and writes there", ""},
		{"percenthead", "./runs", "train.py makes runs/ and writes there", ""},
		{"percentjoin", "./results", "train.py makes results/ and writes there", ""},
		{"percentvar", "", "", "train.py:16 torch.save"},
		{"settingslog", "", "", "train.py:20 torch.save"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyTree(t, "testdata/settingsout/"+tc.name)
			if tc.refusal != "" {
				_, err := Detect(dir, InitOptions{})
				if err == nil || !strings.Contains(err.Error(), "not sure where") || !strings.Contains(err.Error(), tc.refusal) {
					t.Fatalf("err %v, want a refusal naming %q", err, tc.refusal)
				}
				return
			}
			d, _ := detectAndRender(t, dir, InitOptions{})
			notes := strings.Join(d.Notes, "\n")
			if d.Volumes.Output != tc.output || !strings.Contains(notes, tc.note) {
				t.Fatalf("volumes.output %q, want %q with a note %q (command %q, notes %q)", d.Volumes.Output, tc.output, tc.note, d.Command, notes)
			}
			if dec, _ := d.Decision("output"); dec.Confidence != madeConfidence {
				t.Errorf("output confidence %d, want %d (a folder the code makes)", dec.Confidence, madeConfidence)
			}
		})
	}
}

// TestInitOutputAShellScriptPasses: a launch that runs a shell script
// (bash scripts/run_sft.sh) writes where the script's Python line says,
// `--output_dir outputs-sft-v1` (shaped like shibing624/MedicalGPT's
// run_sft.sh) or `--output_path $OUTPUT_PATH` after OUTPUT_PATH="lora-Vicuna"
// (shaped like Facico/Chinese-Vicuna's finetune.sh): init used to refuse
// it, seeing only that the code saves under an option. Precision: an
// absolute folder in the script (/mnt/...) is not taken as the output:
// the code saves under an option init cannot place, and it is refused, as
// before.
//
// A script that names each run's folder as it starts (held-out 27's s1:
// `--output_dir="ckpts/s1-${uid}"` after uid="$(date ...)", the shape of
// simplescaling/s1's train/sft.sh; `--output_dir
// ./checkpoints/llava-$MODEL_VERSION-finetune_lora` with MODEL_VERSION
// left to the user, the shape of LLaVA-derived finetune scripts) writes
// under the literal folder above the variable, which is mounted. The s1
// shape's README clones the repository and `cd`s into it before `bash
// train/sft.sh`: that cd enters the clone, so the line runs from the root
// (train.cwd stays unset). Precision: a folder that starts with a variable
// (`${CKPT_ROOT}/run-${run_id}`) says nothing of where it lies, and is
// refused as before.
func TestInitOutputAShellScriptPasses(t *testing.T) {
	for _, tc := range []struct{ name, output, note, refusal string }{
		{"scriptsft", "./outputs-sft-v1", "scripts/run_sft.sh:1 passes --output_dir outputs-sft-v1", ""},
		{"scriptvar", "./lora-Vicuna", "scripts/finetune.sh:6 passes --output_path lora-Vicuna", ""},
		{"scriptabs", "", "", "not sure where run_sft writes"},
		{"scriptstamp", "./ckpts", "train/sft.sh:7 passes --output_dir ckpts/run-${run_id}, a folder each run names under ckpts", ""},
		{"scriptopenname", "./checkpoints", "scripts/finetune_lora.sh:6 passes --output_dir ./checkpoints/llava-${MODEL_VERSION}-finetune_lora, a folder each run names under ./checkpoints", ""},
		{"scriptopenlead", "", "", "not sure where sft writes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyTree(t, "testdata/settingsout/"+tc.name)
			if tc.output == "" {
				if _, err := Detect(dir, InitOptions{}); err == nil || !strings.Contains(err.Error(), tc.refusal) {
					t.Fatalf("err %v, want the output refused", err)
				}
				return
			}
			d, _ := detectAndRender(t, dir, InitOptions{})
			notes := strings.Join(d.Notes, "\n")
			if d.Volumes.Output != tc.output || !strings.Contains(notes, tc.note) {
				t.Fatalf("volumes.output %q, want %q with a note %q (command %q, notes %q)", d.Volumes.Output, tc.output, tc.note, d.Command, notes)
			}
			if dec, _ := d.Decision("output"); dec.Confidence < outputThreshold {
				t.Errorf("output confidence %d, under %d", dec.Confidence, outputThreshold)
			}
			if d.Cwd != "" {
				t.Errorf("train.cwd %q, want the root (the README's cd enters the clone)", d.Cwd)
			}
		})
	}
}
