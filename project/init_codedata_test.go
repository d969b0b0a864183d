package project

import (
	"strings"
	"testing"
)

// TestInitCodeLiteralData: a data path the launched script's own code
// reads as a string literal (held-out 33's LLM-Tuning:
// `datasets.load_from_disk('data/tokenized_data/' + args.tokenized_dataset)`,
// a folder its tokenize step fills from the authors' files; a
// Kaggle-style baseline's `pd.read_csv('input/train.csv')`) is checked
// like a data option: refused when the checkout lacks it and nothing
// makes it. Precision: the file shipped, the call in a comment, a write
// (`to_csv`), and a name prefix whose folder ships are not refused.
func TestInitCodeLiteralData(t *testing.T) {
	repo := func(code string, ship bool) map[string]string {
		files := map[string]string{
			"README.md":        "# tuning\n\n## Training\n\n```\npython train.py --output_dir weights/run1\n```\n",
			"requirements.txt": "torch\ndatasets\npandas\n",
			"train.py":         "import argparse\nimport os\nimport datasets\nimport pandas as pd\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('--output_dir', default='weights')\np.add_argument('--tokenized_dataset', default='simple_math')\na = p.parse_args()\n" + code + "torch.save({}, os.path.join(a.output_dir, 'adapter.bin'))\n",
		}
		if ship {
			files["data/tokenized_data/simple_math/state.json"] = "{}"
			files["input/train.csv"] = "id,label\n"
		}
		return files
	}
	llmTuning := "ds = datasets.load_from_disk('data/tokenized_data/' + a.tokenized_dataset)\n"
	kaggle := "df = pd.read_csv('input/train.csv')\n"
	for _, tc := range []struct {
		name, code, want string
	}{
		{"LLM-Tuning shape", llmTuning, "data/tokenized_data"},
		{"kaggle shape", kaggle, "input/train.csv"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			withEvidenceBars(t)
			_, err := detectH2(t, repo(tc.code, false))
			wantConfigRefusal(t, err, "reads its data from", tc.want, "train.py")
		})
	}
	for _, tc := range []struct{ name, code string }{
		{"shipped", llmTuning + kaggle},
		{"in a comment", "# ds = datasets.load_from_disk('data/tokenized_data/' + a.tokenized_dataset)\n"},
		{"a write", "pd.DataFrame().to_csv('input/train.csv')\n"},
		{"a name prefix", "ds = datasets.load_from_disk('data/tokenized_data/simple_' + a.tokenized_dataset)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			withEvidenceBars(t)
			if _, err := detectH2(t, repo(tc.code, tc.name == "shipped" || tc.name == "a name prefix")); err != nil && strings.Contains(err.Error(), "reads its data") {
				t.Fatalf("want no data refusal, got %v", err)
			}
		})
	}
}
