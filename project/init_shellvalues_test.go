package project

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitMissingDataSplitKeysAndShellLists: data the user prepares by
// hand, read through a config key with a split suffix (shapes:
// NVlabs/FUNIT's configs/funit_animals.yaml data_folder_train, built by
// hand from an ImageNet tarball with tools/extract_animalfaces.py;
// NVlabs/MUNIT's data_root_train_a/_b) and through a training script
// that keeps its data root in a variable and passes JSON lists under it
// over continued lines (shapes: baaivision/Painter's
// train_painter_vit_large.sh, DATA_PATH=datasets and --json_path lists
// docs/DATA.md has the user build; haotian-liu/LLaVA's finetune.sh,
// --data_path and --image_folder under ./playground/data). Refused,
// naming the key and its value.
func TestInitMissingDataSplitKeysAndShellLists(t *testing.T) {
	for name, want := range map[string][]string{
		"split-key-animals":  {"data_folder_train = ./datasets/pets", "configs/pets.yaml", "README.md"},
		"split-key-pairs":    {"data_root_train_a = ./datasets/edges2shoes/trainA", "configs/edges2shoes.yaml"},
		"shellvar-jsonlists": {"painter/train_large.sh", "datasets/"},
		"shellvar-chat":      {"scripts/finetune.sh", "./playground/data"},
	} {
		_, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
	}
}

// TestInitMissingDataSplitKeysFetched: near misses, written: the same
// split keys whose folder a download script of the repository fetches
// (scripts/download_edges2shoes.sh), and a variable root whose JSON list
// a download script fetches into it (scripts/download_data.sh).
func TestInitMissingDataSplitKeysFetched(t *testing.T) {
	for _, name := range []string{"split-key-fetched", "shellvar-fetched"} {
		d, err := Detect(filepath.Join("testdata", "missingdata", name), InitOptions{})
		if err != nil || len(d.Command) == 0 {
			t.Errorf("%s: want it written, got %q, %v", name, d.Command, err)
		}
	}
}

// TestScriptOptionValues: continued lines join, a literal variable is put
// in, every value of a list option counts, a variable set twice is left
// as it is, and a comment ends the option.
func TestScriptOptionValues(t *testing.T) {
	text := "D=data\nR=a\nR=b\npython t.py --json_path \\\n  $D/x.json \\\n  ${D}/y.json --out=$R/o # --skip z\n"
	want := [][2]string{{"--json_path", "data/x.json"}, {"--json_path", "data/y.json"}, {"--out", "$R/o"}}
	if got := scriptOptionValues(text); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
