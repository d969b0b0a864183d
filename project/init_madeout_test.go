package project

import (
	"strings"
	"testing"
)

// TestInitOutputFromAFolderTheCodeMakes: a trainer with no output option,
// config key or default still says where it writes when its code makes a
// folder named by a relative literal and writes into it (issue 39,
// held-out 7). Fixtures of our own text shaped like kuangliu/pytorch-cifar
// (os.mkdir('checkpoint'), torch.save(state, './checkpoint/ckpt.pth')),
// KellerJordan/modded-nanogpt (os.makedirs("logs"), f"logs/{run_id}.txt"),
// KellerJordan/cifar10-airbench (log_dir = os.path.join("logs", uuid),
// its README's `git clone; cd NAME`, and a dataset cache it torch.saves
// under its download folder) and yunjey/pytorch-tutorial's VAE (samples/).
// The precision cases keep ./output: the GAN of the same tutorial also
// saves its weights straight into the working folder; a script that only
// caches its dataset under ./data; one that writes weights and a text log
// to two folders (twologs). An output option's default wins over a folder
// the code makes. Checkpoints outrank images: a folder the code saves its
// checkpoints into is taken over those that get only images, figures or
// tables; segval is shaped like VainF/DeepLabV3Plus-Pytorch (validation
// images to results/ by PIL's save and plt.savefig, a nested
// save_ckpt(path) wrapping torch.save into utils.mkdir('checkpoints')),
// ganpairs like eriklindernoren/PyTorch-GAN's pix2pix (save_image to
// images/%s, torch.save to saved_models/%s), twofolders a script with
// previews/ and weights/; samplesonly (a DCGAN saving samples and weights
// into one folder) keeps that folder.
func TestInitOutputFromAFolderTheCodeMakes(t *testing.T) {
	for _, tc := range []struct {
		name, output, note string
	}{
		{"cifar", "./checkpoint", "main.py makes checkpoint/ and writes there"},
		{"speedrun", "./logs", "train_gpt.py makes logs/ and writes there"},
		{"quickbench", "./logs", "quickbench94.py makes logs/ and writes there"},
		{"vae", "./samples", "main.py makes samples/ and writes there"},
		{"gan", "./output", "the code writes to more than one place"},
		{"dataonly", "./output", ""},
		{"twofolders", "./weights", "saves its checkpoints there"},
		{"segval", "./checkpoints", "main.py makes checkpoints/ and saves its checkpoints there (save_ckpt("},
		{"ganpairs", "./saved_models", "makes saved_models/ and saves its checkpoints there"},
		{"samplesonly", "./samples", "dcgan.py makes samples/ and writes there"},
		{"twologs", "./output", "the code writes to more than one place"},
		{"optionwins", "./runs", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/madeout/"+tc.name), InitOptions{})
			notes := strings.Join(d.Notes, "\n")
			if d.Volumes.Output != tc.output {
				t.Fatalf("volumes.output %q, want %q (command %q, notes %q)", d.Volumes.Output, tc.output, d.Command, notes)
			}
			if tc.note != "" && !strings.Contains(notes, tc.note) {
				t.Errorf("no note says %q: %q", tc.note, notes)
			}
			dec, _ := d.Decision("output")
			check := strings.Contains(string(yaml), "could not tell where")
			switch {
			case tc.output == "./output" && (!check || dec.Confidence >= 60):
				t.Errorf("./output kept without its CHECK line (confidence %d): %s", dec.Confidence, yaml)
			case tc.output != "./output" && tc.name != "optionwins" && dec.Confidence != madeConfidence:
				t.Errorf("output confidence %d, want %d (the weakest sign)", dec.Confidence, madeConfidence)
			}
		})
	}
	// A folder that gets only debug images is not the output when the
	// code saves checkpoints elsewhere (shaped like
	// zylo117/Yet-Another-EfficientDet-Pytorch: cv2.imwrite into test/ in a
	// helper module, torch.save under an option with no default): init
	// asks for the folder rather than take test/.
	if _, err := Detect(copyTree(t, "testdata/madeout/debugimages"), InitOptions{}); err == nil || !strings.Contains(err.Error(), "not sure where") {
		t.Errorf("debugimages: %v, want a refusal that asks where the checkpoints go", err)
	}
	// The README's `cd quickbench` enters the clone: the script stands at
	// the repository's root, not in the package folder of that name.
	d, _ := detectAndRender(t, copyTree(t, "testdata/madeout/quickbench"), InitOptions{})
	if d.Cwd != "" || strings.Join(d.Command, " ") != "python quickbench94.py" {
		t.Errorf("train.cwd %q, command %q: want the root and python quickbench94.py", d.Cwd, d.Command)
	}
}
