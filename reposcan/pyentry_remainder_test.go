package reposcan

import "testing"

// TestEntryRemainderMayBeEmpty: a positional taking the rest of the line
// (nargs=argparse.REMAINDER, or its value '...': yacs-style `key value`
// overrides, as pytorch_image_classification's and detectron-style
// trainers declare them) is not a value the user must give; nargs='+'
// still is.
func TestEntryRemainderMayBeEmpty(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', type=str)\np.add_argument('options', nargs=argparse.REMAINDER)\n",
		"tools.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('opts', default=None, nargs='...')\np.add_argument('files', nargs='+')\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	if req := f.scan.entry("train.py").Required(); len(req) != 0 {
		t.Errorf("train.py: REMAINDER read as required: %v", req)
	}
	req := f.scan.entry("tools.py").Required()
	if len(req) != 1 || req[0].Names[0] != "files" {
		t.Errorf("tools.py: want only files required (nargs='+'), got %v", req)
	}
}
