package project

import (
	"bytes"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// copyTree copies a fixture into a fresh directory named like it, so the
// detected name does not depend on where the test runs.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	err := filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if e.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

func detectAndRender(t *testing.T, dir string, opts InitOptions) (*Detection, []byte) {
	t.Helper()
	if opts.KnownProfiles == nil {
		opts.KnownProfiles = profiles.Builtin().Names()
	}
	d, err := Detect(dir, opts)
	if err != nil {
		t.Fatalf("Detect: %v", err)
	}
	data, err := Render(d, profiles.DefaultMatrix())
	if err != nil {
		t.Fatalf("Render: %v", err)
	}
	return d, data
}

// seedTrainer is the corpus fixture modelled on the repository spkit's
// seeds were written around (FlyMyAI/flymyai-lora-trainer).
const seedTrainer = "testdata/corpus/flymyai-lora-trainer"

func TestInitGolden(t *testing.T) {
	_, got := detectAndRender(t, copyTree(t, seedTrainer), InitOptions{})
	golden := filepath.Join("testdata", "init", "flymyai-lora-trainer.golden.yaml")
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./project -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("spkit.yaml differs from %s (run go test ./project -update):\n%s", golden, got)
	}
}

// TestInitRoundTrip writes spkit.yaml for the seeds' trainer and reads it
// back with Load (strict parse plus file checks), then resolves every
// profile it lists against the built-in catalog and matrix.
func TestInitRoundTrip(t *testing.T) {
	dir := copyTree(t, seedTrainer)
	d, data := detectAndRender(t, dir, InitOptions{})
	if !slices.ContainsFunc(d.Notes, func(n string) bool {
		return strings.Contains(n, "left out profile dgx-spark: no torch spkit builds meets torchvision==0.22.1 (requirements.txt:")
	}) {
		t.Errorf("no note on leaving dgx-spark out: %q", d.Notes)
	}
	if err := WriteFile(dir, data, false); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(dir)
	if err != nil {
		t.Fatalf("Load of the written file: %v\n%s", err, data)
	}
	checks := map[string][2]any{
		"name":         {cfg.Name, "flymyai-lora-trainer"},
		"cuda":         {cfg.CUDA, "12.8"},
		"torch":        {cfg.Torch, "2.7.1"}, // torchvision==0.22.1 pairs with it
		"os":           {cfg.OS, "ubuntu22.04"},
		"python":       {cfg.Python, "3.10"},
		"requirements": {cfg.Requirements, "requirements.txt"},
		"builder":      {cfg.BuilderPackages, []string{"git"}},
		"command":      {cfg.Train.Command, []string{"accelerate", "launch", "train.py", "--config", "{config}"}},
		"config":       {cfg.Train.Config, "train_configs/train_lora.yaml"},
		"4090 command": {cfg.Profiles["rtx4090"].TrainCommand, []string{"accelerate", "launch", "train_4090.py", "--config", "{config}"}},
		"4090 config":  {cfg.Profiles["rtx4090"].TrainConfig, "train_configs/train_lora_4090.yaml"},
		// torch 2.7.1's CUDA 12.8 does not serve the GB10 (12.1): init
		// leaves dgx-spark out and says so.
		"profiles": {sortedKeys(cfg.Profiles), []string{"cpu", "rtx4090"}},
		"output":   {cfg.Volumes.Output, "./output"},
	}
	for name, c := range checks {
		if !reflect.DeepEqual(c[0], c[1]) {
			t.Errorf("%s = %#v, want %#v", name, c[0], c[1])
		}
	}
	for _, p := range sortedKeys(cfg.Profiles) {
		if _, err := Resolve(cfg, p, profiles.Builtin(), profiles.DefaultMatrix()); err != nil {
			t.Errorf("Resolve(%s): %v", p, err)
		}
	}
}

func TestInitNeverOverwritesWithoutForce(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	if err := os.WriteFile(path, []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(dir, []byte("theirs\n"), false)
	var ue *errdefs.Error
	if !errors.As(err, &ue) || ue.Code != errdefs.Usage || !strings.Contains(err.Error(), "pass --force") {
		t.Fatalf("WriteFile without force: %v, want a Usage error hinting --force", err)
	}
	assertDir(t, dir, map[string]string{FileName: "mine\n"})

	if err := WriteFile(dir, []byte("theirs\n"), true); err != nil {
		t.Fatalf("WriteFile with force: %v", err)
	}
	assertDir(t, dir, map[string]string{FileName: "theirs\n"})
}

func TestInitWriteFailsCleanly(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root ignores directory permissions")
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	err := WriteFile(dir, []byte("x\n"), false)
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Fatalf("WriteFile in a read-only dir: %v, want an Environment error", err)
	}
	assertDir(t, dir, map[string]string{})
}

// assertDir checks that dir holds exactly the files given (no temp files).
func assertDir(t *testing.T, dir string, want map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		got[e.Name()] = string(data)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("directory holds %q, want %q", got, want)
	}
}

func TestNameFromDir(t *testing.T) {
	cases := map[string]string{
		"flymyai-lora-trainer":  "flymyai-lora-trainer",
		"FlyMyAI LoRA Trainer":  "flymyai-lora-trainer",
		"4090_runs":             "runs",
		"my.project__v2":        "my-project-v2",
		"___":                   "trainer",
		"日本語":                   "trainer",
		strings.Repeat("a", 80): strings.Repeat("a", 63),
	}
	for in, want := range cases {
		if got := nameFromDir(filepath.Join(t.TempDir(), in)); got != want {
			t.Errorf("nameFromDir(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestRenderQuotes checks that odd names survive as YAML: what Render
// writes, Parse reads back unchanged.
func TestRenderQuotes(t *testing.T) {
	odd := []string{"yes", "on", "null", "1.5", ".inf", "*.py", "a: b", "x # y", `q"uote`, "{config}", "[x]", "-dash", "tab\tx"}
	for _, s := range odd {
		d := &Detection{
			Name: "t", MainScript: s, MainConfig: s, Copy: []string{s}, Command: []string{"python", s, "--config", ConfigToken},
			Volumes:  Volumes{Data: "d", Output: "o", Cache: "c"},
			Profiles: []ProfileChoice{{Name: "cpu", TrainConfig: s, Why: "line\nbreak"}},
		}
		data, err := Render(d, profiles.DefaultMatrix())
		if err != nil {
			t.Fatal(err)
		}
		cfg, _, err := parse(data, FileName)
		if err != nil {
			// Validation may refuse the value; the YAML must still be sound.
			if !strings.Contains(err.Error(), "not a valid pattern") && !strings.Contains(err.Error(), "copy glob") {
				t.Errorf("%q: %v\n%s", s, err, data)
			}
			continue
		}
		if cfg.Copy[0] != s || cfg.Train.Config != s || cfg.Train.Command[1] != s || cfg.Profiles["cpu"].TrainConfig != s {
			t.Errorf("%q read back as copy %q config %q command %q", s, cfg.Copy[0], cfg.Train.Config, cfg.Train.Command)
		}
	}
}

// init's comment names the older CUDA releases that have the torch it
// writes: with the embedded matrix only 12.6 has 2.14.1 (cu129 stops at
// 2.13.0, cu128 at 2.11.0); a repository pinned to 2.9.1 gets the releases
// that have 2.9.1, not the newest torch's.
func TestOlderCUDAHint(t *testing.T) {
	m := profiles.DefaultMatrix()
	for _, tc := range []struct{ cuda, torch, want string }{
		{"13.0", "", "use 12.6 for older drivers and GPUs: it has torch 2.14.1 too"},
		{"12.9", "", "use 12.6 for older drivers and GPUs: it has torch 2.13.0 too"},
		{"12.6", "", "no older CUDA has torch 2.14.1"},
		{"13.0", "2.9.1", "use 12.9 or 12.8 or 12.6 for older drivers and GPUs: they have torch 2.9.1 too"},
	} {
		cuda, want := tc.cuda, tc.want
		rel, err := m.Release(cuda)
		if err != nil {
			t.Fatal(err)
		}
		tr := &rel.Torch[0]
		for i := range rel.Torch {
			if rel.Torch[i].Torch == tc.torch {
				tr = &rel.Torch[i]
			}
		}
		if got := olderCUDAHint(m, rel, tr); !strings.HasPrefix(got, want) {
			t.Errorf("olderCUDAHint(%s) = %q, want %q...", cuda, got, want)
		}
	}
}
