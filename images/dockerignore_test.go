package images

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/moby/patternmatcher/ignorefile"
	"github.com/tonistiigi/fsutil"
)

func TestDockerignoreGolden(t *testing.T) {
	cfg := dfTrainerConfig()
	cfg.Volumes.Data = "./datasets/train"
	cfg.Volumes.Output = "/mnt/outputs" // absolute: not in the context, not listed
	dfCompareGolden(t, filepath.Join("testdata", "dockerignore", "lora-trainer.dockerignore"), Dockerignore(cfg))
}

// TestDockerignoreFiltersContext sends a trainer repository through the
// same filter BuildKit's context transfer uses (fsutil with the patterns
// as .dockerignore parses them) and checks what survives.
func TestDockerignoreFiltersContext(t *testing.T) {
	cfg := dfTrainerConfig()
	cfg.Volumes.Data = "datasets/train"
	kept := []string{
		"train.py", "train_4090.py", "requirements.txt", "spkit.yaml",
		"train_configs/train_lora.yaml", "utils/helpers.py",
		".spkit/bin/linux-amd64/spkit", ".spkit/bin/linux-arm64/spkit",
	}
	dropped := []string{
		".git/config", ".env", "utils/.env", "__pycache__/train.cpython-312.pyc", "utils/__pycache__/h.pyc",
		"checkpoints/step-100/adapter.safetensors", "data/train.jsonl", "output/final.ckpt",
		"outputs/run1/log.txt", "logs/train.log", "wandb/run-1/files.txt", "models/base.safetensors",
		"models/q4.gguf", "utils/weights.pt", "lora.pth", "pytorch_model.bin", ".venv/bin/python",
		".cache/huggingface/hub.txt", ".mypy_cache/x.json", "datasets/train/part-0.parquet",
		".spkit/run.json", ".spkit/profiles/mine.yaml", "train_configs/.ipynb_checkpoints/a.yaml",
	}
	dir := t.TempDir()
	for _, p := range append(append([]string(nil), kept...), dropped...) {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := ignoredContextFiles(t, dir, Dockerignore(cfg))
	sort.Strings(kept)
	if strings.Join(got, "\n") != strings.Join(kept, "\n") {
		t.Errorf("context holds:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(kept, "\n  "))
	}
}

// ignoredContextFiles lists the regular files of dir that pass the .dockerignore
// text, sorted.
func ignoredContextFiles(t *testing.T, dir, dockerignore string) []string {
	t.Helper()
	excludes, err := ignorefile.ReadAll(strings.NewReader(dockerignore))
	if err != nil {
		t.Fatalf("the generated .dockerignore does not parse: %v", err)
	}
	base, err := fsutil.NewFS(dir)
	if err != nil {
		t.Fatal(err)
	}
	filtered, err := fsutil.NewFilterFS(base, &fsutil.FilterOpt{ExcludePatterns: excludes})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	err = filtered.Walk(context.Background(), "", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			got = append(got, filepath.ToSlash(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(got)
	return got
}

func TestDockerignoreVolumeDirs(t *testing.T) {
	cases := []struct {
		data, output string
		want         []string
	}{
		{"", "", nil},
		{"./corpus", "results/", []string{"corpus", "results"}},
		{"/srv/data", "../elsewhere", nil},
		{".", "a/../b", []string{"b"}},
	}
	for _, c := range cases {
		cfg := dfTrainerConfig()
		cfg.Volumes.Data, cfg.Volumes.Output = c.data, c.output
		got := volumeDirs(cfg)
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("volumes %q %q: got %v, want %v", c.data, c.output, got, c.want)
		}
		text := Dockerignore(cfg)
		for _, d := range c.want {
			if !strings.Contains(text, "\n"+d+"\n") {
				t.Errorf("volumes %q %q: %s is not in the .dockerignore", c.data, c.output, d)
			}
		}
	}
}
