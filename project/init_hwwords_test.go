package project

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestHardwareWordsFromTheCatalog: the words come from the catalog, not
// from a list in the scanner: the built-in profiles' names, their parts,
// GPU models and memory sizes; a size two profiles share names no
// profile; a generic profile (any GPU) names nothing.
func TestHardwareWordsFromTheCatalog(t *testing.T) {
	got, rank := map[string]string{}, map[string]int{}
	for _, w := range hardwareWords(profiles.Builtin()) {
		rank[w.Word] = w.Rank
		if old, ok := got[w.Word]; ok && old != w.Profile {
			w.Profile = "(shared)"
		}
		got[w.Word] = w.Profile
	}
	for word, want := range map[string]string{
		"rtx4090": "rtx4090", "4090": "rtx4090", "24gb": "rtx4090", "dgx": "dgx-spark", "spark": "dgx-spark",
		"dgx_spark": "dgx-spark", "gb10": "dgx-spark", "h100": "h100", "gh200": "gh200", "cpu": "cpu", "80gb": "(shared)",
	} {
		if got[word] != want {
			t.Errorf("word %q names %q, want %q", word, got[word], want)
		}
	}
	// dgx_requirements.txt before gb10_... before spark_requirements.txt
	// (a trainer may ship that for another Spark).
	if !(rank["dgx"] < rank["gb10"] && rank["gb10"] < rank["spark"] && rank["spark"] < rank["24gb"]) {
		t.Errorf("ranks dgx %d, gb10 %d, spark %d, 24gb %d: want increasing", rank["dgx"], rank["gb10"], rank["spark"], rank["24gb"])
	}
	for _, word := range []string{"standard", "nvidia", "geforce", "rtx"} {
		if p, ok := got[word]; ok {
			t.Errorf("word %q names %q, want no profile", word, p)
		}
	}
}

// TestInitKnowsAUsersProfileByName: a profile the user adds in
// .spkit/profiles/ is hardware init recognises in file names, as the
// built-in ones are: train_l40s.py (flymyai-lora-trainer's
// train_4090.py shape) and a 48gb config (ai-toolkit's
// train_lora_flux_24gb.yaml shape) are that profile's variants, not
// rivals of the main command, and the profile is targeted.
func TestInitKnowsAUsersProfileByName(t *testing.T) {
	trainer := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config')\np.parse_args()\n"
	dir := writeRepo(t, map[string]string{
		"train.py":                           trainer,
		"train_l40s.py":                      trainer,
		"train_configs/train_lora.yaml":      "output_dir: out\nlearning_rate: 1e-4\n",
		"train_configs/train_lora_48gb.yaml": "output_dir: out\nlearning_rate: 1e-4\n",
		"README.md":                          "## Training\n```\npython train.py --config train_configs/train_lora.yaml\n```\nOn an L40S:\n```\npython train_l40s.py --config train_configs/train_lora_48gb.yaml\n```\n",
	})
	profDir := filepath.Join(t.TempDir(), "profiles")
	if err := os.MkdirAll(profDir, 0o755); err != nil {
		t.Fatal(err)
	}
	user := "name: l40s\ndescription: a user's L40S box\nextends: standard\ngpu:\n  name: NVIDIA L40S\n  architecture: ada\n  compute_capability: \"8.9\"\nmemory:\n  model: discrete\n  gpu: 48GB\n"
	if err := os.WriteFile(filepath.Join(profDir, "l40s.yaml"), []byte(user), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := profiles.Load(profDir)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := detectAndRender(t, dir, InitOptions{Catalog: cat, KnownProfiles: cat.Names()})
	var named []string
	for _, h := range d.findings.Hardware {
		if h.Profile == "l40s" {
			named = append(named, h.Path)
		}
	}
	slices.Sort(named)
	if want := []string{"train_configs/train_lora_48gb.yaml", "train_l40s.py"}; !slices.Equal(named, want) {
		t.Errorf("files named for l40s: %q, want %q", named, want)
	}
	if d.MainScript != "train.py" || d.MainConfig != "train_configs/train_lora.yaml" {
		t.Errorf("main %s %s, want train.py with train_configs/train_lora.yaml", d.MainScript, d.MainConfig)
	}
	if !slices.ContainsFunc(d.Profiles, func(p ProfileChoice) bool { return p.Name == "l40s" }) {
		t.Errorf("profiles %v do not include l40s", d.Profiles)
	}
}
