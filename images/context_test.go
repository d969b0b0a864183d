package images

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/project"
)

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func contextFiles(t *testing.T, c *BuildContext) []string {
	t.Helper()
	var got []string
	err := c.FS.Walk(context.Background(), "", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
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

func TestContextPatterns(t *testing.T) {
	cfg := &project.Config{
		Copy:         []string{"*.py", "train_configs/", "./utils/", "*.py"},
		Requirements: "requirements.txt",
		Train:        project.Train{Config: "train_configs/train.yaml"},
	}
	got := ContextPatterns(cfg)
	want := []string{"*.py", "train_configs", "utils", "requirements.txt", "train_configs/train.yaml", "spkit.yaml", ".spkit/bin"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ContextPatterns = %q, want %q", got, want)
	}
}

func TestBuildContextFilters(t *testing.T) {
	tests := []struct {
		name         string
		dockerignore string
		want         []string
	}{
		{
			name: "copy globs only",
			want: []string{".spkit/bin/linux-amd64/spkit", "requirements.txt", "spkit.yaml", "train.py",
				"train_configs/a.yaml", "utils/__init__.py", "utils/__pycache__/x.pyc", "utils/io.py"},
		},
		{
			name:         "dockerignore excludes",
			dockerignore: "**/__pycache__\nutils/io.py\n",
			want: []string{".spkit/bin/linux-amd64/spkit", "requirements.txt", "spkit.yaml", "train.py",
				"train_configs/a.yaml", "utils/__init__.py"},
		},
		{
			name:         "dockerignore negation",
			dockerignore: "utils\n!utils/io.py\n",
			want: []string{".spkit/bin/linux-amd64/spkit", "requirements.txt", "spkit.yaml", "train.py",
				"train_configs/a.yaml", "utils/io.py"},
		},
		{
			name:         "staged binaries survive an ignored .spkit",
			dockerignore: ".spkit/\n*.yaml\n",
			want:         []string{".spkit/bin/linux-amd64/spkit", "requirements.txt", "train.py", "train_configs/a.yaml", "utils/__init__.py", "utils/__pycache__/x.pyc", "utils/io.py"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{
				"spkit.yaml": "name: x\n", "train.py": "print(1)\n", "requirements.txt": "numpy\n",
				"train_configs/a.yaml": "a: 1\n", "utils/__init__.py": "", "utils/io.py": "x = 1\n",
				"utils/__pycache__/x.pyc": "bytecode", "checkpoints/step-1.safetensors": strings.Repeat("w", 4096),
				"data/img.png": "png", "notes/todo.md": "todo", "sub/train.py": "nested, not matched by *.py",
				".spkit/bin/linux-amd64/spkit": "elf", ".git/HEAD": "ref",
			}
			if tt.dockerignore != "" {
				files[".dockerignore"] = tt.dockerignore
			}
			writeTree(t, dir, files)
			cfg := &project.Config{Copy: []string{"*.py", "train_configs/", "utils/"}, Requirements: "requirements.txt"}
			c, err := NewBuildContext(dir, ContextPatterns(cfg))
			if err != nil {
				t.Fatal(err)
			}
			if got := contextFiles(t, c); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("context holds %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSummarizeWarnsOnLargeContext(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"train.py": "print(1)\n", "small/a.txt": "a"})
	big := filepath.Join(dir, "weights", "model.bin")
	if err := os.MkdirAll(filepath.Dir(big), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// Sparse: 150 MiB of size, no disk.
	if err := f.Truncate(150 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()

	c, err := NewBuildContext(dir, []string{"*.py", "weights", "small"})
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Summarize(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if s.Files != 3 || s.Bytes != 150<<20+10 {
		t.Errorf("summary = %d files, %d bytes; want 3 files, %d bytes", s.Files, s.Bytes, 150<<20+10)
	}
	if len(s.Top) == 0 || s.Top[0].Path != "weights" {
		t.Errorf("biggest entry = %+v, want weights first", s.Top)
	}
	w := s.Warning()
	if !strings.Contains(w, "150.0 MiB") || !strings.Contains(w, "weights (150.0 MiB)") {
		t.Errorf("warning %q does not name the size and the biggest entry", w)
	}
	small := ContextSummary{Bytes: LargeContext}
	if small.Warning() != "" {
		t.Errorf("a context of exactly the limit warned: %q", small.Warning())
	}
}

func TestHumanBytes(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 1023: "1023 B", 1024: "1.0 KiB", 1536: "1.5 KiB", 3 << 30: "3.0 GiB"} {
		if got := HumanBytes(n); got != want {
			t.Errorf("HumanBytes(%d) = %q, want %q", n, got, want)
		}
	}
}
