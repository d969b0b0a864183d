package project

import (
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// When the config a line names (or the best-ranked one) reads data the
// user fetches by hand and another config of the same trainer trains on
// data its trainer or config downloads itself (a CIFAR config beside
// ImageNet ones), the data-root refusal (init_missingdata.go) names that
// config and the line that trains with it. A config that does not train
// (train_cfg = None, no optimizer or schedule: a zero-shot evaluation) is
// not named.

var (
	// noTraining is a config that switches training off.
	noTraining = regexp.MustCompile(`(?m)^\s*(train_cfg|train_dataloader)\s*=\s*None\b`)
	// optimizerKey and scheduleKey are a config's optimizer and length.
	optimizerKey = regexp.MustCompile(`(?i)\boptim`)
	scheduleKey  = regexp.MustCompile(`(?i)\b(max_)?(epochs?|iters|steps)\b`)
	// datasetClassRef is the dataset class a config trains on.
	datasetClassRef = regexp.MustCompile(`dataset_type\s*=\s*["'](\w+)["']|dataset\s*=\s*dict\(\s*type\s*=\s*["'](\w+)["']`)
)

// maxAltConfigs bounds the configs tried for one that fetches its data.
const maxAltConfigs = 1000

// selfFetchingConfig is the best-ranked config of the line's trainer,
// other than the one the line reads, that trains on data missing from
// the checkout that its trainer or config downloads ("" if none).
func (d *Detection) selfFetchingConfig(dir string, c *reposcan.Candidate) string {
	if d.findings == nil || c.ConfigIndex < 0 {
		return ""
	}
	current := d.lineConfigs(dir, c)
	trainer := trainerTexts(dir, c)
	fetches := map[string]bool{}
	for i, cfg := range d.findings.ConfigsFor(c) {
		if i >= maxAltConfigs {
			break
		}
		if len(current) > 0 && cfg.Path == current[0] {
			continue
		}
		alt := *c
		alt.Config = cfg.Path
		var chain []string
		for _, p := range d.lineConfigs(dir, &alt) {
			chain = append(chain, readRepoText(dir, p, fsutil.MaxConfigBytes))
		}
		if !trainsChain(chain) || len(d.missingDataRefs(dir, &alt)) == 0 {
			continue
		}
		types := datasetTypes(chain)
		key := strings.Join(types, ",")
		if _, seen := fetches[key]; !seen {
			fetches[key] = downloadsItself(append(chain, trainer...)) || d.dataClassFetches(dir, types)
		}
		if fetches[key] {
			return cfg.Path
		}
	}
	return ""
}

// trainsChain reports a config chain that trains: an optimizer and a
// length, and training not switched off.
func trainsChain(chain []string) bool {
	all := strings.Join(chain, "\n")
	return !noTraining.MatchString(all) && optimizerKey.MatchString(all) && scheduleKey.MatchString(all)
}

// datasetTypes are the dataset classes a chain names as its dataset
// (dataset_type = 'CIFAR10', dataset=dict(type='MNIST')), not its
// model's classes.
func datasetTypes(chain []string) []string {
	var out []string
	for _, t := range chain {
		for _, m := range datasetClassRef.FindAllStringSubmatch(t, 40) {
			out = append(out, m[1]+m[2])
		}
	}
	return out
}

// dataClassFetches reports one of the dataset classes defined in a
// Python file of the repository under a data folder (datasets/cifar.py)
// that downloads (its file has download code: download_and_extract,
// download=True, urlretrieve(...); a homepage link in a docstring is not).
func (d *Detection) dataClassFetches(dir string, names []string) bool {
	if len(names) == 0 {
		return false
	}
	read := 0
	for _, f := range d.findings.Files {
		if !strings.HasSuffix(f, ".py") || !strings.Contains(strings.ToLower(path.Dir(f)), "data") || read >= maxDataScripts {
			continue
		}
		read++
		t := readRepoText(dir, f, maxServeRead)
		if !selfDownload.MatchString(t) {
			continue
		}
		for _, n := range names {
			if strings.Contains(t, "class "+n+"(") || strings.Contains(t, "class "+n+":") {
				return true
			}
		}
	}
	return false
}
