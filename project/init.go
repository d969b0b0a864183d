package project

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// InitOptions steer Detect.
type InitOptions struct {
	// Name of the project; "" derives it from the directory's name.
	Name string
	// Profiles to list in spkit.yaml; empty picks dgx-spark, the 24 GB
	// card the repo has a config for (if any), and cpu.
	Profiles []string
	// KnownProfiles are the catalog's profile names; a config file whose
	// name carries one of their tokens ("4090", "dgx", "spark") is a
	// hardware variant, not the main config.
	KnownProfiles []string
}

// Detection is what `spkit init` found in a trainer repository.
type Detection struct {
	Name         string
	Requirements string // "requirements.txt", or "" when absent
	// Install is the file that makes the repository a package
	// (pyproject.toml, setup.py): the image installs it after its source.
	Install    string
	Scripts    []string // *train*.py at the top level, train.py and train* first
	MainScript string   // the script train.command runs, "" for a module or console script
	// Command is train.command; ConfigToken marks the config argument.
	Command    []string
	CommandWhy string
	Configs    []string // trainer configs (config/, configs/, train_configs/, examples/)
	MainConfig string   // the config train.config names
	Copy       []string // copy globs
	Volumes    Volumes
	Profiles   []ProfileChoice
	// Notes say what init picked and why, and what it could not find.
	Notes []string
}

// ProfileChoice is one profile init writes, with the config it found for it.
type ProfileChoice struct {
	Name        string
	TrainConfig string // "" when the main config serves
	Why         string // how TrainConfig was chosen, for the comment
	// Script is a train script named for the profile (train_4090.py); it
	// is only mentioned: every profile runs train.command.
	Script string
}

// Default profiles when --profile is not given; the 24 GB card is added
// when the repository has a config or script for it.
var (
	defaultProfiles = []string{"dgx-spark", "cpu"}
	optionalProfile = "rtx4090"
)

// Detect looks at dir (the shape of the seeds' trainer: requirements.txt,
// train*.py, train_configs/, utils/, image_datasets/) and decides what
// spkit.yaml should say. It reads the directory and the main script; it
// writes nothing.
func Detect(dir string, opts InitOptions) (*Detection, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read directory %s", dir), "pass -C with the trainer repository")
	}
	d := &Detection{Name: opts.Name}
	if d.Name == "" {
		d.Name = nameFromDir(dir)
	}
	d.scan(dir, entries)
	d.Configs = findConfigs(dir)
	d.pickEntry(dir)
	d.pickConfig(dir, hardwareTokens(opts.KnownProfiles))
	d.pickOutput(dir)
	d.Profiles = pickProfiles(dir, d, opts.Profiles)
	d.noteDeps(dir)
	return d, nil
}

// scan fills the file-level findings from the top-level entries.
func (d *Detection) scan(dir string, entries []fs.DirEntry) {
	hasPy := false
	var files []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() {
			continue
		}
		files = append(files, name)
		if strings.HasSuffix(name, ".py") {
			hasPy = true
			if strings.Contains(name, "train") {
				d.Scripts = append(d.Scripts, name)
			}
		}
	}
	slices.SortFunc(d.Scripts, scriptRank)
	d.Requirements = requirementsFile(files)
	d.Install = installFile(dir)
	if hasPy {
		d.Copy = append(d.Copy, "*.py")
	}
	d.Copy = append(d.Copy, installCopies(dir, d.Install)...)
	for _, e := range entries {
		if e.IsDir() && codeDir(dir, e.Name()) {
			d.Copy = append(d.Copy, e.Name()+"/")
		}
	}
	if len(d.Copy) == 0 {
		d.Copy = []string{"*.py"}
	}
	d.Volumes = Volumes{Data: dataDir(dir), Output: "./output", Cache: d.Name + "-hf-cache"}
	if !isDir(filepath.Join(dir, "output")) && isDir(filepath.Join(dir, "checkpoints")) {
		d.Volumes.Output = "./checkpoints"
	}
}

// scriptRank orders train.py, then train*.py, then other *train*.py.
func scriptRank(a, b string) int {
	rank := func(s string) int {
		switch {
		case s == "train.py":
			return 0
		case strings.HasPrefix(s, "train"):
			return 1
		}
		return 2
	}
	if c := rank(a) - rank(b); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

// notCode are directories that hold data, outputs, caches or tooling, never
// trainer code; they stay out of the image.
var notCode = map[string]bool{
	"data": true, "datasets": true, "output": true, "outputs": true, "checkpoints": true,
	"cache": true, "logs": true, "wandb": true, "runs": true, "venv": true, "env": true,
	"tests": true, "test": true, "docs": true, "build": true, "dist": true,
	"node_modules": true, "__pycache__": true, "models": true,
}

// codeDir reports whether a top-level directory holds trainer code or
// configs (a .py, .yaml, .yml or .json file within a few levels).
func codeDir(dir, name string) bool {
	if notCode[name] || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".egg-info") {
		return false
	}
	found, seen := false, 0
	_ = filepath.WalkDir(filepath.Join(dir, name), func(p string, e fs.DirEntry, err error) error {
		seen++
		if err != nil || found || seen > 2000 {
			return filepath.SkipAll
		}
		switch filepath.Ext(p) {
		case ".py", ".yaml", ".yml", ".json":
			found = !e.IsDir()
		}
		return nil
	})
	return found
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

var nameJunk = regexp.MustCompile(`[^a-z0-9]+`)

// nameFromDir turns the directory's name into a valid project name:
// "FlyMyAI LoRA Trainer" -> "flymyai-lora-trainer".
func nameFromDir(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	n := nameJunk.ReplaceAllString(strings.ToLower(filepath.Base(abs)), "-")
	n = strings.TrimLeft(n, "-0123456789")
	if len(n) > maxNameLen {
		n = n[:maxNameLen]
	}
	n = strings.Trim(n, "-")
	if !ValidName(n) {
		return "trainer"
	}
	return n
}

// ValidName reports whether s can be a project name (see Config.Name).
func ValidName(s string) bool {
	return len(s) <= maxNameLen && projectName.MatchString(s)
}
