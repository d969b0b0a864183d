package project

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A data option whose value is a name, not a path (`--data my-mix`),
// reads the file the trainer's code maps that name to: a dict entry
// ("my-mix": "./data/my_mix.json"), an if-chain
// (if args.data == "my-mix": data_path = "..."), or a dataset table
// beside the data ("my-mix": {"file_name": "my_mix.json"}). That
// path is checked like any data path (init_missingdata.go); a table entry
// that names a hub dataset (hf_hub_url) is fetched by the loader and is
// no missing data. A mapped path the checkout lacks, that no prepare
// script, documented download or earlier stage makes, is refused even
// when no document says to fetch it and the loader can fetch other
// entries from a hub: the line names the data only by a key, and the
// file behind that key is the user's to bring.

// dataName is an option value that is a name: no slash, no extension.
var dataName = regexp.MustCompile(`^[A-Za-z][\w.-]*$`)

// tableName is a dataset table file (dataset_info.json, datasets.json).
var tableName = regexp.MustCompile(`(?i)data\w*\.json$`)

// hubEntry is a table entry the loader fetches from a hub.
var hubEntry = regexp.MustCompile(`"(hf_hub_url|ms_hub_url|om_hub_url|script_url)"`)

// nameMappedRefs are the line's data options whose value is a name the
// trainer's code or a dataset table maps to a relative path the checkout
// lacks.
func (d *Detection) nameMappedRefs(dir string, c *reposcan.Candidate) []missingRef {
	var out []missingRef
	var texts []string
	for _, o := range lineOptions(c) {
		name := optionNames(c, o.Key)
		if !dataOptionWord.MatchString(name) || notDataOption.MatchString(name) || configOptionWord.MatchString(name) || !dataName.MatchString(o.Value) || dataFileExt.MatchString(o.Value) {
			continue
		}
		if texts == nil {
			texts = trainerTexts(dir, c)
		}
		p, base, ok := d.mappedPath(dir, texts, o.Value)
		if ok && dataPathValue(o.Key, p) && absentPath(dir, p, append(lineBases(c), base)) {
			out = append(out, missingRef{Key: o.Key + " " + o.Value, Value: p, File: "the command line", name: o.Value, base: base})
		}
	}
	return out
}

// mappedPath is the literal path the code maps name to, and the folder
// it is read from ("" for the working folder); false when nothing maps it
// or a table entry names a hub dataset.
func (d *Detection) mappedPath(dir string, texts []string, name string) (string, string, bool) {
	q := regexp.QuoteMeta(name)
	code := regexp.MustCompile(`["']` + q + `["']\s*:\s*["']([^"'\n]+)["']|==\s*["']` + q + `["']\s*\)?\s*:\s*\n?\s*\w+(?:\.\w+)?\s*=\s*["']([^"'\n]+)["']`)
	for _, t := range texts {
		if m := code.FindStringSubmatch(t); m != nil {
			return m[1] + m[2], "", true
		}
	}
	if d.findings == nil {
		return "", "", false
	}
	entry := regexp.MustCompile(`"` + q + `"\s*:\s*\{((?:[^{}]|\{[^{}]*\})*)\}`)
	fileName := regexp.MustCompile(`"file_name"\s*:\s*"([^"]+)"`)
	for _, f := range d.findings.Files {
		if !tableName.MatchString(f) {
			continue
		}
		m := entry.FindStringSubmatch(readRepoText(dir, f, maxServeRead))
		if m == nil {
			continue
		}
		fm := fileName.FindStringSubmatch(m[1])
		if hubEntry.MatchString(m[1]) || fm == nil {
			return "", "", false
		}
		return fm[1], path.Dir(f), true
	}
	return "", "", false
}

// refuseNameMapped refuses a line whose data option names data by a key
// the trainer maps to a path the checkout lacks and nothing makes.
func (d *Detection) refuseNameMapped(dir string, c *reposcan.Candidate, refs []missingRef) error {
	for _, m := range refs {
		if m.name == "" {
			continue
		}
		if _, made := d.preparedBy(dir, c, m); made {
			continue
		}
		at := strings.Map(printable, m.Value)
		if m.base != "" {
			at = strings.Map(printable, path.Join(m.base, m.Value))
		}
		return errdefs.Configf(fmt.Sprintf("put the data file at %s (relative to the folder the trainer runs in), then run spkit init again; or give the line yourself with a data path you have: spkit init --command '...'", at),
			"the training command (%s) reads its data from %s, a name the trainer's code maps to %s: a path the repository does not have and nothing in it makes (no prepare or download script names it, the trainer downloads nothing itself)",
			c.Source, strings.Map(printable, m.Key), at)
	}
	return nil
}
