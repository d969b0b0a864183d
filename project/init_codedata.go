package project

import (
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// Data paths the launched script's own code reads, written as string
// literals (`datasets.load_from_disk('data/tokenized_data/' + name)`,
// `np.memmap('data/train.bin')`, `pd.read_csv("data/train.csv")`): the
// data guard (init_missingdata.go) checks them as it checks a data
// option's value. A literal followed by `+` is a folder prefix; the
// folder is what must be there.

// codeDataCall is a data reader called with a string literal first.
var codeDataCall = regexp.MustCompile(`\b(load_from_disk|memmap|read_csv|read_json|read_parquet|read_table|ImageFolder|DatasetFolder)\(\s*[rR]?["']([^"'{}%\n]+)["']\s*(\+)?`)

// codeDataFiles is load_dataset of a file format with a literal
// data_files (`load_dataset("json", data_files="data/train.json")`).
var codeDataFiles = regexp.MustCompile(`\bload_dataset\(\s*["'](?:json|csv|parquet|text|arrow)["']\s*,\s*data_files\s*=\s*[rR]?["']([^"'{}%\n]+)["']`)

// codeDataRefs are the launched script's literal data paths the checkout
// lacks (from the folder the line runs in, or the script's own).
func codeDataRefs(dir string, c *reposcan.Candidate) []missingRef {
	if c.Entry == nil {
		return nil
	}
	script := c.Entry.File
	text := reposcan.StripComments(readRepoText(dir, script, maxServeRead))
	var out []missingRef
	add := func(call, v string) {
		if dataPathValue("data", v) && absentPath(dir, v, append(lineBases(c), path.Dir(script))) && len(out) < 4 {
			out = append(out, missingRef{Key: call, Value: v, File: script})
		}
	}
	for _, m := range codeDataCall.FindAllStringSubmatch(text, 40) {
		v := m[2]
		if m[3] != "" { // a prefix: the folder it names
			if !strings.HasSuffix(v, "/") {
				v = path.Dir(v)
			}
			v = strings.TrimSuffix(v, "/")
		}
		add(m[1]+"()", v)
	}
	for _, m := range codeDataFiles.FindAllStringSubmatch(text, 20) {
		add("load_dataset(data_files=)", m[1])
	}
	return out
}
