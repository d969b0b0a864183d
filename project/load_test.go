package project

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func writeRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoad(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"spkit.yaml":       okHead + "requirements: requirements.txt\n",
		"requirements.txt": "omegaconf\n",
	})
	cfg, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Dir != dir || cfg.Path != filepath.Join(dir, FileName) || cfg.Requirements != "requirements.txt" {
		t.Errorf("got Dir %q Path %q Requirements %q", cfg.Dir, cfg.Path, cfg.Requirements)
	}
}

func TestLoadRejects(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no file", map[string]string{}, "no spkit.yaml in "},
		{"requirements missing", map[string]string{"spkit.yaml": okHead + "requirements: requirements.txt\n"},
			"spkit.yaml:5:1: requirements file requirements.txt does not exist"},
		{"requirements is a directory", map[string]string{"spkit.yaml": okHead + "requirements: reqs\n", "reqs/a.txt": ""},
			"requirements reqs is a directory"},
		{"parse error", map[string]string{"spkit.yaml": okHead + "nmae: x\n"}, `spkit.yaml:5:1: unknown key "nmae" (did you mean "name"?)`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeRepo(t, tc.files)
			_, err := Load(dir)
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Config {
				t.Fatalf("Load error %v is not a Config error", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}
