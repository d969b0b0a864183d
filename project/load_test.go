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

// Issue #14 item 10: an unset volumes.data means ./data only when that
// folder exists; "none" means no data mount.
func TestLoadDataDefault(t *testing.T) {
	for _, tc := range []struct {
		name   string
		files  map[string]string
		noData bool
	}{
		{"no data folder", map[string]string{"spkit.yaml": okHead}, true},
		{"data folder", map[string]string{"spkit.yaml": okHead, "data/a.txt": "x"}, false},
		{"data is a file", map[string]string{"spkit.yaml": okHead, "data": "x"}, true},
	} {
		cfg, err := Load(writeRepo(t, tc.files))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if cfg.NoDefaultData != tc.noData {
			t.Errorf("%s: NoDefaultData = %v, want %v", tc.name, cfg.NoDefaultData, tc.noData)
		}
	}
	cfg, err := Load(writeRepo(t, map[string]string{"spkit.yaml": okHead + "volumes:\n  data: none\n"}))
	if err != nil || cfg.Volumes.Data != NoData {
		t.Errorf("volumes.data: none: %v, %+v", err, cfg)
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
