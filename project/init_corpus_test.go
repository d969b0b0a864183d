package project

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// want is a corpus fixture's ground truth: what a careful engineer writes
// into spkit.yaml for the real repository the fixture is modelled on
// (testdata/corpus/NAME.want.json, with the commit it was read at).
type want struct {
	Repo        string     `json:"repo"`
	Commit      string     `json:"commit"`
	Command     []string   `json:"command"`
	Acceptable  [][]string `json:"acceptable_commands"`
	Required    []string   `json:"required_args"`
	Config      string     `json:"config"`
	AcceptCfg   []string   `json:"acceptable_configs"`
	ConfigTotal int        `json:"configs_total"`
	Output      struct {
		Path     string `json:"path"`
		Absolute bool   `json:"absolute"`
	} `json:"output"`
	Install struct {
		Requirements   []string `json:"requirements"`
		Nested         []string `json:"nested"`
		InstallProject bool     `json:"install_project"`
		Extras         []string `json:"extras"`
		Git            []string `json:"git_requirements"`
		// Dependencies are the project's own dependencies the image
		// installs on their own (pip_packages) when pip cannot build it.
		Dependencies []string          `json:"dependencies"`
		Pins         map[string]string `json:"torch_pins"`
	} `json:"install"`
	Python struct {
		Version string `json:"version"`
	} `json:"python"`
	// Refuse: the only right answer is a refusal (why); RefusalOK: a
	// refusal is right too (why).
	Refuse    string `json:"refuse"`
	RefusalOK string `json:"refusal_ok"`
	// Env are the documented line's VAR=value prefixes spkit.yaml's env
	// must carry.
	Env map[string]string `json:"env"`
	// ProcessKeys ("file:key") fix a process count: init must fit them or
	// name the file and key.
	ProcessKeys []string `json:"process_keys"`
	// Uploads are options or config keys that upload: init must leave
	// them out or say so in spkit.yaml.
	Uploads []string `json:"uploads"`
	// Never are commands that must not be written (a UI, a demo).
	Never [][]string `json:"never_commands"`
}

// verdict is how init did on one field.
type verdict struct {
	field, got, want string
	ok               bool
}

// judge compares a detection with the ground truth. A refusal is right
// when the repository leaves values to the user (placeholders, required
// arguments without a value): init must ask or refuse, not invent them.
func judge(w want, d *Detection, err error) (refused bool, vs []verdict) {
	placeholders := strings.ContainsAny(strings.Join(w.Command, " "), "<>") || len(w.Required) > 0 && w.Config == "" && slices.Contains(w.Command, ConfigToken)
	if err != nil {
		var e *errdefs.Error
		ok := errors.As(err, &e) && e.Code == errdefs.Config && (placeholders || w.Refuse != "" || w.RefusalOK != "")
		return true, []verdict{{"refused", firstLine(err.Error()), "ask for " + strings.Join(w.Required, ", ") + w.Refuse + w.RefusalOK, ok}}
	}
	if w.Refuse != "" {
		vs = append(vs, verdict{"refuse", "written", "refused: " + w.Refuse, false})
	}
	vs = append(vs, judgeSafety(w, d)...)
	cmd := strings.Join(d.Command, " ")
	var matched []string
	for _, c := range append([][]string{w.Command}, w.Acceptable...) {
		if matched == nil && (sameCommand(d.Command, c) || runsScript(d, c) || sameCdCommand(d, c)) {
			matched = c
		}
		if f := selfFilled(c); matched == nil && sameCommand(d.Command, f) {
			// Its placeholders were the ones spkit fills on its own.
			matched, placeholders = f, strings.ContainsAny(strings.Join(f, " "), "<>")
		}
	}
	okCmd := matched != nil
	vs = append(vs, verdict{"command", cmd, strings.Join(w.Command, " "), okCmd && (!placeholders || d.Guess || d.ConfigGuess)})
	// An accepted command without a config, or with its own output
	// argument, decides those for itself.
	wantCfg, wantOut := w.Config, landing(w.Output.Path)
	if matched != nil && !slices.Contains(matched, ConfigToken) && !slices.ContainsFunc(matched, func(s string) bool { return strings.HasSuffix(s, "="+ConfigToken) }) {
		wantCfg = ""
	}
	if matched != nil {
		if out := outputArg(matched); out != "" {
			wantOut = landing(out)
		}
	}
	okCfg := d.MainConfig == wantCfg || slices.Contains(w.AcceptCfg, d.MainConfig)
	vs = append(vs, verdict{"config", d.MainConfig, wantCfg, okCfg})
	// A folder no mount can cover lands on the mount only when init found
	// where the trainer writes and pointed it there; the default ./output
	// alone is not that.
	okOut := d.outputLanding() == wantOut && (!mustRedirect(wantOut, w.Output.Path) || d.outputWrite != "")
	if w.Output.Path == "" && wantOut == "." {
		// The trainer saves nothing worth keeping (the want's source says
		// why): no mount is wrong, none is needed.
		okOut, wantOut = true, "(none written)"
	}
	vs = append(vs, verdict{"output", d.outputLanding(), wantOut, okOut})
	req := ""
	if len(w.Install.Requirements) > 0 {
		req = w.Install.Requirements[0]
	}
	proj := len(d.PipPackages) > 0 && strings.HasPrefix(d.PipPackages[0], ".")
	var missing []string
	// torch, torchvision and torchaudio come from spkit's own torch step
	// (the wheel for the image's CUDA), not from pip_packages.
	torchStep := map[string]string{"torch": d.Torch.Torch, "torchvision": d.Torch.Torchvision, "torchaudio": d.Torch.Torchaudio}
	for _, dep := range w.Install.Dependencies {
		if !slices.Contains(d.PipPackages, dep) && torchStep[dep] == "" {
			missing = append(missing, dep)
		}
	}
	gotDeps := len(w.Install.Dependencies) - len(missing)
	vs = append(vs, verdict{"install", fmt.Sprintf("%s project=%v deps=%d", d.Requirements, proj, gotDeps), fmt.Sprintf("%s project=%v deps=%d", req, w.Install.InstallProject, len(w.Install.Dependencies)),
		d.Requirements == req && proj == w.Install.InstallProject && len(missing) == 0})
	torchOK := true
	var wantPins []string
	for pkg, spec := range w.Install.Pins {
		// Only what the repository requires counts: a version the README's
		// own install line uses is a preference (see chooseTorch). A pin
		// init did not find at all still counts: missing it is the miss.
		if spec == "" || slices.ContainsFunc(d.findings.Deps.Pins, func(p reposcan.Pin) bool { return p.Package == pkg && p.Soft }) &&
			!slices.ContainsFunc(d.findings.Deps.Pins, func(p reposcan.Pin) bool { return p.Package == pkg && !p.Soft }) {
			continue
		}
		wantPins = append(wantPins, pkg+spec)
		have := map[string]string{"torch": d.Torch.Torch, "torchvision": d.Torch.Torchvision, "torchaudio": d.Torch.Torchaudio}[pkg]
		if ok, err := reposcan.Satisfies(spec, have); err != nil || !ok {
			torchOK = false
		}
	}
	vs = append(vs, verdict{"torch", d.Torch.Torch + "/" + d.Torch.Torchvision + "/" + d.Torch.Torchaudio + " cuda " + d.CUDA, strings.Join(wantPins, " "), torchOK})
	return false, vs
}

// judgeSafety holds a written answer to the held-out goals beyond the
// fields: no UI written, uploads left out or said, process counts fitted
// or flagged, the documented environment kept.
func judgeSafety(w want, d *Detection) []verdict {
	var vs []verdict
	for _, c := range w.Never {
		if sameCommand(d.Command, c) {
			vs = append(vs, verdict{"never", strings.Join(d.Command, " "), "not a UI or demo", false})
		}
	}
	said := strings.Join(append(append(slices.Clone(d.Notes), d.Safety...), d.Checks...), "\n") + "\n" + d.Fitted
	for _, u := range w.Uploads {
		inCmd := slices.ContainsFunc(d.Command, func(s string) bool { return strings.Contains(s, u) && !strings.HasSuffix(strings.ToLower(s), "=false") })
		ok := !inCmd || strings.Contains(said, u)
		if !inCmd && d.MainConfig != "" {
			ok = strings.Contains(said, u) // the config uploads: spkit.yaml must say so
		}
		vs = append(vs, verdict{"uploads", u, "left out or said", ok})
	}
	for _, pk := range w.ProcessKeys {
		file, key, _ := strings.Cut(pk, ":")
		if strings.HasSuffix(file, ".sh") && !slices.ContainsFunc(d.Command, func(s string) bool { return strings.HasSuffix(s, path.Base(file)) }) {
			continue // a wrapper script's count matters only when the written command runs it
		}
		leaf := key[strings.LastIndex(key, ".")+1:]
		ok := strings.Contains(said, file) && strings.Contains(said, leaf) || slices.ContainsFunc(d.Command, func(s string) bool { return strings.HasPrefix(s, "--num_processes") })
		vs = append(vs, verdict{"processes", pk, "fitted or flagged", ok})
	}
	for k, v := range w.Env {
		vs = append(vs, verdict{"env", k + "=" + d.Env[k], k + "=" + v, d.Env[k] == v})
	}
	return vs
}

// outputLanding is the host folder the trainer's checkpoints land in:
// volumes.output, or "output" when init pointed an outside path at it.
func (d *Detection) outputLanding() string { return landing(d.Volumes.Output) }

func landing(p string) string {
	if path.IsAbs(p) || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
		return "output" // must be redirected onto the mount
	}
	return strings.SplitN(path.Clean(p), "/", 2)[0]
}

// mustRedirect reports whether the want's output is a folder no mount
// covers (absolute, in the home folder, an environment variable's).
func mustRedirect(wantOut, p string) bool {
	return wantOut == "output" && landing(p) == "output" && !strings.HasPrefix(path.Clean(p), "output")
}

// sameCommand compares argv the way they run: python3 is python, and an
// output argument init pointed at the mount matches the documented one.
func sameCommand(got, want []string) bool {
	norm := func(ws []string) []string {
		out := make([]string, len(ws))
		for i, w := range ws {
			if w == "python3" {
				w = "python"
			}
			out[i] = w
		}
		return out
	}
	g, w := norm(got), norm(want)
	if len(g) != len(w) {
		return false
	}
	for i := range g {
		if g[i] != w[i] && !(strings.HasPrefix(g[i], DefaultWorkdir+"/output") && strings.HasPrefix(w[i], DefaultWorkdir+"/output")) {
			return false
		}
	}
	return true
}

// selfFilled is an accepted command with the placeholders spkit answers
// on its own filled as it fills them: a launcher's port option left out
// (torchrun has a default) and an output option's value pointed at the
// output mount. The rest stay placeholders.
func selfFilled(c []string) []string {
	var out []string
	for i := 0; i < len(c); i++ {
		w := c[i]
		switch {
		case strings.HasPrefix(w, "--master_port=<"):
			continue
		case w == "--master_port" && i+1 < len(c) && strings.HasPrefix(c[i+1], "<"):
			i++
			continue
		case outputArg([]string{w, "x"}) != "" && i+1 < len(c) && strings.HasPrefix(c[i+1], "<"):
			out = append(out, w, DefaultWorkdir+"/output")
			i++
			continue
		}
		out = append(out, w)
	}
	return out
}

// runsScript reports whether the command is the one line of a shell
// script an accepted command runs (`bash scripts/finetune.sh`).
func runsScript(d *Detection, c []string) bool {
	if len(c) != 2 || (c[0] != "bash" && c[0] != "sh") || d.launch == nil {
		return false
	}
	return d.launch.Source.File == strings.TrimPrefix(c[1], "./")
}

// outputArg is the value of an output option in a command, or "".
func outputArg(c []string) string {
	for i, w := range c {
		for _, f := range []string{"--output_dir", "--out_dir", "--output-dir"} {
			if w == f && i+1 < len(c) {
				return c[i+1]
			}
			if strings.HasPrefix(w, f+"=") {
				return strings.TrimPrefix(w, f+"=")
			}
		}
		if strings.HasPrefix(w, "output_dir=") {
			return strings.TrimPrefix(w, "output_dir=")
		}
	}
	return ""
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// TestInitCorpus runs init (no terminal) on fixtures modelled on real
// trainer repositories (testdata/corpus, each with the commit it was read
// at) and holds it to the ground truth: the launch command, the config,
// where checkpoints land, what is installed and the torch the pins allow.
// A repository that leaves values to the user must be refused, naming
// them. docs/init.md has the table this prints with -v.
func TestInitCorpus(t *testing.T) {
	runCorpus(t, "testdata/corpus", true)
}

// TestInitHeldOut is the same on repositories init was not tuned on; it
// reports (and fails) the same way.
func TestInitHeldOut(t *testing.T) {
	if right, n := runCorpusAt(t, "testdata/heldout", "testdata/heldout", false); right < n-1 {
		t.Errorf("right on %d of %d held-out repositories, want at least %d", right, n, n-1)
	}
}

// TestInitRealRepositories runs the corpus's ground truth against real
// checkouts of the repositories (SPKIT_INIT_REAL=DIR holding one folder per
// repository, at the commits the want files name): the figures of
// docs/init.md. Skipped without it; it reports, a marked guess included.
func TestInitRealRepositories(t *testing.T) {
	dir := os.Getenv("SPKIT_INIT_REAL")
	if dir == "" {
		t.Skip("set SPKIT_INIT_REAL to a folder of real checkouts (docs/init.md says how)")
	}
	withEvidenceBars(t)
	if right, n := runCorpusAt(t, "testdata/corpus", dir, false); right < n-1 {
		t.Errorf("right on %d of %d real repositories, want at least %d", right, n, n-1)
	}
}

// TestInitCorpusWithEvidenceBars runs the corpus as users get init: the
// evidence bars (init_unsure.go) may turn a right answer into a refusal,
// never a wrong one into a right one; the issue asks for at least 12 of
// the 13 right.
func TestInitCorpusWithEvidenceBars(t *testing.T) {
	withEvidenceBars(t)
	if right, n := runCorpusAt(t, "testdata/corpus", "testdata/corpus", false); right < n-1 {
		t.Errorf("right on %d of %d with the evidence bars, want at least %d", right, n, n-1)
	}
}

func runCorpus(t *testing.T, root string, strict bool) { runCorpusAt(t, root, root, strict) }

// runCorpusAt runs init on each fixture (or real checkout under trees) and
// returns how many it got right of how many; strict fails each miss.
func runCorpusAt(t *testing.T, root, trees string, strict bool) (right, total int) {
	files, _ := filepath.Glob(filepath.Join(root, "*.want.json"))
	if len(files) == 0 {
		t.Fatalf("no fixtures under %s", root)
	}
	for _, wf := range files {
		name := strings.TrimSuffix(filepath.Base(wf), ".want.json")
		var w want
		data, err := os.ReadFile(wf)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &w); err != nil {
			t.Fatalf("%s: %v", wf, err)
		}
		dir := filepath.Join(trees, name)
		if trees == root {
			dir = copyTree(t, dir)
		}
		d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
		if err == nil {
			if _, rerr := Render(d, profiles.DefaultMatrix()); rerr != nil {
				t.Errorf("%s: render: %v", name, rerr)
			}
		}
		_, vs := judge(w, d, err)
		all := true
		var line []string
		for _, v := range vs {
			mark := "ok"
			if !v.ok {
				mark, all = "WRONG", false
			}
			line = append(line, fmt.Sprintf("%s %s: %q (want %q)", mark, v.field, v.got, v.want))
		}
		if all {
			right++
		}
		if err == nil && (d.Guess || d.ConfigGuess) {
			line = append(line, "GUESS MARKED")
		}
		t.Logf("%-22s %s", name, strings.Join(line, "; "))
		if !all && strict {
			t.Errorf("%s: %s", name, strings.Join(line, "; "))
		}
	}
	t.Logf("right on %d of %d", right, len(files))
	return right, len(files)
}

// TestInitUVVirtualProject holds the nanochat held-out fixture, a uv
// "virtual" project (its [project].dependencies pin torch==2.9.1; no
// [build-system]; [tool.uv.sources] takes torch from a cu128 index), to its
// ground truth on its own: the dependencies but torch installed as
// pip_packages, torch 2.9.1 on every default profile, the pin held when
// spkit.yaml is loaded again, and a comment that says where it came from.
func TestInitUVVirtualProject(t *testing.T) {
	var w want
	data, err := os.ReadFile("testdata/heldout/nanochat.want.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &w); err != nil {
		t.Fatal(err)
	}
	dir := copyTree(t, "testdata/heldout/nanochat")
	d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
	if err != nil {
		t.Fatal(err)
	}
	_, vs := judge(w, d, nil)
	for _, v := range vs {
		if !v.ok {
			t.Errorf("%s: got %q, want %q", v.field, v.got, v.want)
		}
	}
	if !slices.Equal(d.PipPackages, w.Install.Dependencies) {
		t.Errorf("pip_packages %q, want %q (torch left to the torch step)", d.PipPackages, w.Install.Dependencies)
	}
	if d.Torch == nil || d.Torch.Torch != "2.9.1" || d.CUDA != InitCUDA {
		t.Fatalf("torch %v on cuda %s, want 2.9.1 on %s", d.Torch, d.CUDA, InitCUDA)
	}
	var names []string
	for _, p := range d.Profiles {
		names = append(names, p.Name)
	}
	if !slices.Contains(names, "dgx-spark") {
		t.Errorf("profiles %v: dgx-spark (arm64) has torch 2.9.1 on cu130 and must stay", names)
	}
	out, err := Render(d, profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		`torch: "2.9.1"`,
		`pip_packages: ["filelock>=3.19.0", `,
		"# pip_packages are pyproject.toml's [project].dependencies",
		"# torch==2.9.1: left to torch: above",
		"# [tool.uv.sources] takes torch from the uv index pytorch-cpu, pytorch-cu128: not used",
		"# Not installed: [project.optional-dependencies] cpu, gpu and [dependency-groups] dev",
	} {
		if !strings.Contains(string(out), s) {
			t.Errorf("spkit.yaml lacks %q:\n%s", s, out)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, FileName), out, 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if in := cfg.Installs[""]; in == nil || !slices.ContainsFunc(in.Pins, func(p reposcan.Pin) bool { return p.Package == "torch" && p.Spec == "==2.9.1" }) {
		t.Errorf("loaded spkit.yaml does not hold the pyproject's torch==2.9.1: %+v", in)
	}
}
