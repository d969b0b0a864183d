package project

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Sibling task folders (issue 39, held-out 10's InternImage): the root
// holds classification/, detection/ and segmentation/, each with its own
// trainer and a README that says how to train it, and the root README only
// links to them. init wrote the detection folder's `sh dist_train.sh
// {config} 8`; which task to train is the user's choice. Now refused,
// naming one line per folder (each as --command takes it, with its cd).
// Shapes: OpenGVLab/InternImage (31c962d; backbone-tasks) and
// OpenGVLab/InternVL's per-task folders (vl-tasks: a segmentation wrapper
// beside a chat fine-tuning script, the root README pointing to a
// documentation site).
func TestInitSiblingTaskFoldersRefused(t *testing.T) {
	for name, want := range map[string][]string{
		"backbone-tasks": {"detection/", "segmentation/", "classification/", `"cd detection && sh dist_train.sh configs/coco/mask_rcnn_net_t_fpn_1x_coco.py 8"`, "--command"},
		"vl-tasks":       {"segmentation/", "chat/", `"cd chat && sh shell/finetune_lora.sh"`, "--command"},
	} {
		_, err := Detect(filepath.Join("testdata", "taskfolders", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming the task folders, got %v", name, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal does not say %s:\n%v", name, w, err)
			}
		}
	}
}

// TestInitSiblingTaskFolderChosen: the line the refusal names, given back
// with --command, is taken (in its folder), and in a terminal the folders'
// lines are offered.
func TestInitSiblingTaskFolderChosen(t *testing.T) {
	dir := filepath.Join("testdata", "taskfolders", "backbone-tasks")
	d, err := Detect(dir, InitOptions{Command: "cd segmentation && sh dist_train.sh configs/ade20k/upernet_net_t_512_160k_ade20k.py 8"})
	if err != nil {
		t.Fatal(err)
	}
	if d.Cwd != "segmentation" || !slices.Contains(d.Command, "dist_train.sh") {
		t.Errorf("--command: cwd %q, command %q; want dist_train.sh in segmentation", d.Cwd, d.Command)
	}
	ask := &recordedAsk{}
	_, _ = Detect(dir, InitOptions{Ask: ask}) // the picked line may be refused for its data
	for _, w := range []string{"mask_rcnn_net_t", "upernet_net_t", "main.py --cfg"} {
		if !slices.ContainsFunc(ask.labels, func(l string) bool { return strings.Contains(l, w) }) {
			t.Errorf("in a terminal: no option runs %s: %q", w, ask.labels)
		}
	}
}

// recordedAsk keeps the options init offers and picks the first.
type recordedAsk struct{ labels []string }

func (a *recordedAsk) Choose(_ string, opts []Option) (int, string, error) {
	for _, o := range opts {
		a.labels = append(a.labels, o.Label)
	}
	return 0, "", nil
}
func (a *recordedAsk) Fill(Question) (string, error) { return "x", nil }
func (a *recordedAsk) Confirm(string) (bool, error)  { return false, nil }

// TestInitRootTrainerBesideTaskFolders (precision): the top README shows
// the root trainer under "Training"; object_detection/ and
// semantic_segmentation/ beside it hold their own wrappers and READMEs
// (facebookresearch/ConvNeXt's shape). The folders' lines scored higher
// (a train-named wrapper, a config), and init wrote one of them; now the
// root line is written, and the folders are named in a note.
func TestInitRootTrainerBesideTaskFolders(t *testing.T) {
	d, err := Detect(filepath.Join("testdata", "taskfolders", "root-trainer"), InitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(d.Command, " "); !strings.HasPrefix(got, "python main.py --model nextnet_tiny") || d.Cwd != "" {
		t.Errorf("command %q in %q, want the README's root main.py line", got, d.Cwd)
	}
	if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "object_detection/, semantic_segmentation/") }) {
		t.Errorf("no note names the task folders: %q", d.Notes)
	}
}

// TestInitOneDocumentedSubfolderTrainerKept (precision): a trainer kept
// in one subfolder with its README, beside a folder whose README trains
// nothing, is still written (no sibling trains anything).
func TestInitOneDocumentedSubfolderTrainerKept(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"README.md":              "# Net\n\nSee [training](trainer/README.md) and [data tools](tools/README.md).\n",
		"trainer/README.md":      "## Training\n```\npython train.py --config configs/a.yaml --output_dir out\n```\n",
		"trainer/train.py":       trainPy,
		"trainer/configs/a.yaml": "lr: 1\n",
		"tools/README.md":        "## Usage\n```\npython stats.py --help\n```\n",
		"tools/stats.py":         "print(1)\n",
	})
	d, err := Detect(dir, InitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if d.MainScript != "trainer/train.py" {
		t.Errorf("command %q in %q, want trainer/'s train.py", d.Command, d.Cwd)
	}
}
