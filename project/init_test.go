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

const seedTrainer = "testdata/flymyai-lora-trainer"

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
	if err := WriteFile(dir, data, false); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(dir)
	if err != nil {
		t.Fatalf("Load of the written file: %v\n%s", err, data)
	}
	checks := map[string][2]any{
		"name":         {cfg.Name, "flymyai-lora-trainer"},
		"cuda":         {cfg.CUDA, InitCUDA},
		"torch":        {cfg.Torch, profiles.DefaultMatrix().CUDA[0].Torch[0].Torch},
		"requirements": {cfg.Requirements, "requirements.txt"},
		"copy":         {cfg.Copy, []string{"*.py", "image_datasets/", "train_configs/", "utils/"}},
		"command":      {cfg.Train.Command, []string{"python", "train.py", "--config", "{config}"}},
		"config":       {cfg.Train.Config, "train_configs/train_lora.yaml"},
		"spark":        {cfg.Profiles["dgx-spark"].TrainConfig, "train_configs/train_dgx_spark.yaml"},
		"4090":         {cfg.Profiles["rtx4090"].TrainConfig, "train_configs/train_lora_4090.yaml"},
		"profiles":     {sortedKeys(cfg.Profiles), []string{"cpu", "dgx-spark", "rtx4090"}},
		"volumes":      {cfg.Volumes, Volumes{Data: "./data", Output: "./output", Cache: "flymyai-lora-trainer-hf-cache"}},
		"scripts":      {d.Scripts, []string{"train.py", "train_4090.py", "train_flux_lora.py", "train_kandinsky_lora.py", "train_qwen_edit_lora.py"}},
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

func TestDetect(t *testing.T) {
	cases := []struct {
		name       string
		files      map[string]string
		opts       InitOptions
		mainScript string
		mainConfig string
		copy       []string
		profiles   []ProfileChoice
	}{
		{
			name:       "empty directory",
			files:      map[string]string{},
			mainScript: "train.py", copy: []string{"*.py"},
			profiles: []ProfileChoice{{Name: "dgx-spark"}, {Name: "cpu"}},
		},
		{
			name: "script names its config",
			files: map[string]string{
				"train_sft.py":                 `DEFAULT = "configs/sft_small.yaml"`,
				"configs/sft.yaml":             "a: 1",
				"configs/sft_small.yaml":       "a: 1",
				"configs/sft_dgx_spark.yml":    "a: 1",
				"checkpoints/step1/model.json": "{}",
				"src/model.py":                 "",
			},
			mainScript: "train_sft.py", mainConfig: "configs/sft_small.yaml",
			copy:     []string{"*.py", "configs/", "src/"},
			profiles: []ProfileChoice{{Name: "dgx-spark", TrainConfig: "configs/sft_dgx_spark.yml", Why: "named for dgx-spark"}, {Name: "cpu"}},
		},
		{
			name: "24 GB script names its config; requested profiles",
			files: map[string]string{
				"train.py":                  "",
				"train_4090.py":             `parser.add_argument("--config", default="train_configs/small.yaml")`,
				"train_configs/main.yaml":   "",
				"train_configs/small.yaml":  "",
				"train_configs/h100_x.yaml": "",
			},
			opts:       InitOptions{Profiles: []string{"rtx4090", "h100", "h100"}},
			mainScript: "train.py", mainConfig: "train_configs/main.yaml",
			copy: []string{"*.py", "train_configs/"},
			profiles: []ProfileChoice{
				{Name: "rtx4090", TrainConfig: "train_configs/small.yaml", Why: "the config train_4090.py names", Script: "train_4090.py"},
				{Name: "h100", TrainConfig: "train_configs/h100_x.yaml", Why: "named for h100"},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeRepo(t, tc.files)
			d, data := detectAndRender(t, dir, tc.opts)
			if d.MainScript != tc.mainScript || d.MainConfig != tc.mainConfig {
				t.Errorf("main script %q config %q, want %q %q", d.MainScript, d.MainConfig, tc.mainScript, tc.mainConfig)
			}
			if !slices.Equal(d.Copy, tc.copy) {
				t.Errorf("copy = %q, want %q", d.Copy, tc.copy)
			}
			if !reflect.DeepEqual(d.Profiles, tc.profiles) {
				t.Errorf("profiles = %+v, want %+v", d.Profiles, tc.profiles)
			}
			if _, err := Parse(data, FileName); err != nil {
				t.Errorf("rendered file does not parse: %v\n%s", err, data)
			}
		})
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
// writes: with the embedded matrix only 12.6 has 2.14.0 (cu129 stops at
// 2.9.1, cu128 at 2.11.0).
func TestOlderCUDAHint(t *testing.T) {
	m := profiles.DefaultMatrix()
	for cuda, want := range map[string]string{
		"13.0": "use 12.6 for older drivers and GPUs: it has torch 2.14.0 too",
		"12.9": "use 12.8 or 12.6 for older drivers and GPUs: they have torch 2.9.1 too",
		"12.6": "no older CUDA has torch 2.14.0",
	} {
		rel, err := m.Release(cuda)
		if err != nil {
			t.Fatal(err)
		}
		if got := olderCUDAHint(m, rel); !strings.HasPrefix(got, want) {
			t.Errorf("olderCUDAHint(%s) = %q, want %q...", cuda, got, want)
		}
	}
}
