package project

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// InitOptions steer Detect.
type InitOptions struct {
	// Name of the project; "" derives it from the directory's name.
	Name string
	// Profiles to list in spkit.yaml; empty picks dgx-spark, the profiles
	// the repository has files for (train_4090.py: rtx4090), and cpu.
	Profiles []string
	// KnownProfiles are the catalog's profile names.
	KnownProfiles []string
	// Command is the launch line the user gave (--command), read as a
	// shell reads it; it replaces the ranked pick.
	Command string
	// Config is the trainer config the user gave (--config).
	Config string
	// Output is the folder the trainer writes its checkpoints to, as the
	// user gave it (--output), relative to the repository.
	Output string
	// Matrix decides torch from the repository's pins (nil: the default);
	// Catalog gives the profiles' platforms (nil: the built-in profiles).
	Matrix  *profiles.Matrix
	Catalog *profiles.Catalog
	// Ask is how init asks the user; nil means no terminal: init takes the
	// best-ranked answer, marks it as a guess, and refuses what it cannot
	// answer itself.
	Ask Asker
	// Context ends the repository's scan early when cancelled (init's
	// first Ctrl-C or SIGTERM); nil: never.
	Context context.Context
	// anyConfidence writes the best answers whatever their confidence
	// (the corpus test's threshold sweep).
	anyConfidence bool
}

// Asker puts init's questions to the user (a terminal).
type Asker interface {
	// Choose shows the options, best first, and returns the index picked,
	// or -1 with the text the user typed instead.
	Choose(title string, options []Option) (int, string, error)
	// Fill asks for a value the documentation leaves open.
	Fill(q Question) (string, error)
	// Confirm asks a yes/no question (default no).
	Confirm(question string) (bool, error)
}

// Option is one answer Choose offers, with the evidence for it.
type Option struct {
	Label    string
	Evidence []string
}

// Question is a value init needs from the user: a placeholder in the
// documented command, or a required argument it leaves out.
type Question struct {
	Flag        string // the option ("--model_name_or_path"), "" for a positional
	Placeholder string // as the documentation writes it ("<path_or_name>"), "" when left out
	Why         string
}

func (q Question) String() string {
	switch {
	case q.Flag != "" && q.Placeholder != "":
		return fmt.Sprintf("%s %s", q.Flag, q.Placeholder)
	case q.Flag != "":
		return q.Flag
	}
	return q.Placeholder
}

// Detection is what `spkit init` decided, and why.
type Detection struct {
	Name string
	// Requirements is the pip requirements file; Nested the files it
	// includes (copied beside it).
	Requirements string
	Nested       []string
	// Install is the file that makes the repository an installable package
	// (pyproject.toml, setup.py), "" when `pip install .` cannot build it.
	Install string
	// PipPackages are written as pip_packages (".", ".[extra]").
	PipPackages []string
	// DepsFrom are comment lines saying what pip_packages took from
	// pyproject.toml for a project pip cannot build (its
	// [project].dependencies), and what it left out.
	DepsFrom []string
	// Separate are packages the README installs on their own, for the user
	// to confirm (written commented out unless confirmed).
	Separate []string
	// BuilderPackages are apt packages the builder stage needs (git for
	// git+ requirements).
	BuilderPackages []string
	MainScript      string
	// Command is train.command; ConfigToken marks the config argument.
	Command    []string
	CommandWhy string
	// InstallCheck says why init is unsure of what the image installs and
	// the alternatives ("" when sure enough): a CHECK line in spkit.yaml.
	InstallCheck string
	// Cwd is train.cwd: the folder a documented `cd` moved to before the
	// command ("" for the repository's root); Command is as written there.
	Cwd string
	// Guess is set when the command was not asked of the user and the
	// evidence did not single it out; Runners are the next candidates with
	// their evidence.
	Guess    bool
	GuessWhy string
	// Fitted says how the command's process count was fitted to the
	// profiles' GPUs ("" when it was not changed).
	Fitted  string
	Runners []string
	Configs []string
	// ConfigCount is how many trainer configs were found; ConfigWhy says
	// how MainConfig was chosen.
	MainConfig  string
	ConfigWhy   string
	ConfigCount int
	ConfigGuess bool
	Copy        []string
	Volumes     Volumes
	// Env is spkit.yaml's env (an output folder the trainer takes from an
	// environment variable, pointed at the mount); EnvWhy says why.
	Env      map[string]string
	EnvWhy   []string
	Profiles []ProfileChoice
	// CUDA, Torch (and the pair) are what init writes; TorchWhy says which
	// pins chose them.
	CUDA      string
	Torch     *profiles.TorchRelease
	TorchWhy  string
	OS        string
	Python    string
	PythonWhy string
	Notes     []string
	// Safety says what init did about a command or config that serves a
	// UI or uploads (left out, switched off, or kept on the user's word);
	// spkit.yaml repeats it.
	Safety []string
	// Checks are what the user must check before training: a file's key
	// that fixes a process count init could not fit, an output folder it
	// could not find (spkit.yaml repeats them as CHECK lines).
	Checks []string
	// Decisions are init's answers with the confidence their evidence
	// gives (command, config, output, processes, install).
	Decisions   []Decision
	findings    *reposcan.Findings
	launch      *reposcan.Candidate
	outputWrite string // the path the trainer writes, as it says it
	// configFlag is the option the command passes its config with ("" for
	// a positional one).
	configFlag string
	// dropped are the indexes of the launch's words left out (optional
	// options whose value the documentation leaves open).
	dropped map[int]bool
	// outputOverride is a config key and value every profile sets so that
	// the trainer writes on the output mount.
	outputOverride [2]string
	// depsFromImports is set when pip_packages are what the trainer
	// imports (nothing declares its dependencies); importUnknown are the
	// imports spkit's table does not map ("tensorflow (logger.py)").
	depsFromImports bool
	importUnknown   []string
}

// ProfileChoice is one profile init writes, with what is meant for it.
type ProfileChoice struct {
	Name         string
	TrainConfig  string // "" when the main config serves
	TrainCommand []string
	// CommandWhy says why the profile has its own TrainCommand when it runs
	// no script of its own.
	CommandWhy string
	Why        string
	// Script is a train script named for the profile (train_4090.py).
	Script string
	// Requirements is a requirements file named for the profile
	// (dgx_requirements.txt).
	Requirements string
	// Overrides are trainer_overrides init writes (the output folder).
	Overrides map[string]string
}

// Default profiles when --profile is not given.
var defaultProfiles = []string{"dgx-spark", "cpu"}

// Detect reads the trainer repository in dir and decides what spkit.yaml
// should say. It reads files, asks through opts.Ask when set, and writes
// nothing. A repository it cannot stand behind (no launch of anything in
// it, a documented value it cannot fill, pins no matrix torch satisfies)
// is refused with errdefs.Config and what to do.
func Detect(dir string, opts InitOptions) (*Detection, error) {
	f, err := scanFor(dir, opts)
	if err != nil {
		return nil, err
	}
	d, err := decide(dir, f, opts)
	if err != nil {
		return nil, withScanNotes(err, f.Notes)
	}
	return d, nil
}

// scanFor reads the repository for init.
func scanFor(dir string, opts InitOptions) (*reposcan.Findings, error) {
	ctx := opts.Context
	if ctx == nil {
		ctx = context.Background()
	}
	f, err := reposcan.ScanWith(ctx, dir, reposcan.ScanOptions{HardwareWords: hardwareWords(opts.Catalog)})
	if errors.Is(err, context.Canceled) {
		return nil, err // the user stopped it: exit 130, not an unreadable directory
	}
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read directory %s", dir), "pass -C with the trainer repository")
	}
	return f, nil
}

// decide takes init's decisions, in order, on what the scan found.
func decide(dir string, f *reposcan.Findings, opts InitOptions) (*Detection, error) {
	if opts.Matrix == nil {
		opts.Matrix = profiles.DefaultMatrix()
	}
	d := &Detection{Name: opts.Name, findings: f}
	for _, n := range f.Notes {
		d.note("%s", n) // what the scan could not follow or had to leave out
	}
	if d.Name == "" {
		d.Name = nameFromDir(dir)
	}
	d.files(dir, f)
	if err := d.chooseLaunch(f, opts); err != nil {
		return nil, err
	}
	if err := d.chooseConfig(f, opts); err != nil {
		return nil, err
	}
	if err := d.guardConfigHoles(f.Dir, opts.Ask, opts.Command != "" || opts.Config != ""); err != nil {
		return nil, err
	}
	if err := d.chooseOutput(f, opts); err != nil {
		return nil, err
	}
	d.Profiles = d.chooseProfiles(f, opts)
	d.fitProcesses(opts)
	if err := d.guardUploads(opts); err != nil {
		return nil, err
	}
	d.guardConfigUploads(f)
	if err := d.chooseDeps(f, opts); err != nil {
		return nil, err
	}
	if err := d.guardEvidence(opts); err != nil {
		return nil, err
	}
	return d, nil
}

// files fills what comes from the file list: copy globs, data folder.
func (d *Detection) files(dir string, f *reposcan.Findings) {
	var topFiles []string
	topDirs := map[string]bool{}
	for _, p := range f.Files {
		if i := strings.IndexByte(p, '/'); i >= 0 {
			topDirs[p[:i]] = true
			continue
		}
		topFiles = append(topFiles, p)
	}
	hasPy := false
	for _, p := range topFiles {
		hasPy = hasPy || strings.HasSuffix(p, ".py")
	}
	if hasPy {
		d.Copy = append(d.Copy, "*.py")
	}
	for _, p := range topFiles {
		if strings.HasSuffix(p, ".sh") || p == "configurator.py" {
			continue
		}
	}
	dirs := make([]string, 0, len(topDirs))
	for name := range topDirs {
		dirs = append(dirs, name)
	}
	sortStrings(dirs)
	imported := importedFolders(dir, f)
	for _, name := range dirs {
		if codeDir(f, name) || imported[name] {
			d.Copy = append(d.Copy, name+"/")
		}
		if imported[name] {
			d.note("copy: %s/ holds Python the repository imports, so it goes into the image although its name usually means data, weights or docs; weights in it stay out (.dockerignore)", name)
		}
	}
	d.Volumes = Volumes{Data: dataDir(dir), Output: "./output", Cache: d.Name + "-hf-cache"}
}

// notCode are folders that hold data, outputs, caches or tooling, never
// trainer code; they stay out of the image.
var notCode = map[string]bool{
	"data": true, "datasets": true, "dataset": true, "output": true, "outputs": true, "checkpoints": true,
	"cache": true, "logs": true, "wandb": true, "runs": true, "venv": true, "env": true,
	"tests": true, "test": true, "docs": true, "doc": true, "build": true, "dist": true,
	"node_modules": true, "__pycache__": true, "models": true, "docker": true, "assets": true,
	"images": true, "workspace": true, "saves": true,
}

// codeDir reports whether a top-level folder holds trainer code or configs
// (a .py, .yaml, .yml, .json or .toml file).
func codeDir(f *reposcan.Findings, name string) bool {
	if notCode[name] || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".egg-info") {
		return false
	}
	for _, p := range f.Files {
		if strings.HasPrefix(p, name+"/") {
			switch filepath.Ext(p) {
			case ".py", ".yaml", ".yml", ".json", ".toml", ".txt", ".sh":
				return true
			}
		}
	}
	return false
}

// dataDirs are the folders init mounts as the data, first found wins.
var dataDirs = []string{"data", "datasets", "dataset"}

// dataDir returns "./data" (or ./datasets) when the folder exists, else "":
// init never names a folder that is not there.
func dataDir(dir string) string {
	for _, d := range dataDirs {
		if isDir(filepath.Join(dir, d)) {
			return "./" + d
		}
	}
	return ""
}

func (d *Detection) note(format string, args ...any) {
	d.Notes = append(d.Notes, strings.Map(printable, fmt.Sprintf(format, args...)))
}

var nameJunk = regexp.MustCompile(`[^a-z0-9]+`)

// nameFromDir turns the directory's name into a valid project name:
// "My LoRA Trainer" -> "my-lora-trainer".
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

func sortStrings(s []string) { slices.Sort(s) }

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
