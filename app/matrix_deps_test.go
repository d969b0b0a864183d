package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// olderMatrix writes the built-in matrix with 12.8 as its default CUDA
// and loads it, as a command's caller would.
func olderMatrix(t *testing.T) *profiles.Matrix {
	t.Helper()
	p := filepath.Join(t.TempDir(), "matrix.yaml")
	data := strings.Replace(string(profiles.EmbeddedMatrix()), `default_cuda: "13.0"`, `default_cuda: "12.8"`, 1)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := profiles.LoadMatrixFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Two commands' dependencies with different matrices, side by side in one
// process, each resolve against their own: the matrix is passed, never
// installed for the process.
func TestEachDepsResolvesAgainstItsOwnMatrix(t *testing.T) {
	older := olderMatrix(t)
	dOld, _, _, _ := fixture(t, 100)
	dOld.Matrix = older
	dBuiltin, _, _, _ := fixture(t, 100)
	for _, c := range []struct {
		name         string
		d            *Deps
		cuda, origin string
	}{
		{"loaded", dOld, "12.8", older.Origin},
		{"none given", dBuiltin, "13.0", profiles.OriginBuiltin},
		{"loaded, after the other", dOld, "12.8", older.Origin},
	} {
		m, origin, err := Matrix(c.d, MatrixRequest{})
		if err != nil || origin != c.origin || m.Default().Version != c.cuda {
			t.Errorf("%s: Matrix = default %s from %q (%v), want %s from %q", c.name, m.Default().Version, origin, err, c.cuda, c.origin)
		}
		lp, err := LoadProject(c.d.Dir, c.d.Matrix)
		if err != nil {
			t.Fatal(err)
		}
		tg, err := lp.Target("h100", "", "", "test")
		if err != nil || tg.CUDA.Version != c.cuda {
			t.Errorf("%s: h100 resolves to CUDA %v (%v), want %s", c.name, tg, err, c.cuda)
		}
		df, err := Dockerfile(c.d, DockerfileRequest{Profile: "h100"})
		if err != nil || !strings.Contains(df, "cuda:"+c.cuda) {
			t.Errorf("%s: Dockerfile does not build on CUDA %s (%v)", c.name, c.cuda, err)
		}
	}
}

// init decides and renders with the matrix its command loaded: the CUDA
// release's driver in spkit.yaml is that matrix's.
func TestInitRendersWithItsDepsMatrix(t *testing.T) {
	p := filepath.Join(t.TempDir(), "matrix.yaml")
	data := strings.Replace(string(profiles.EmbeddedMatrix()), "image_version: 13.0.3\n    min_driver: 580.65.06", "image_version: 13.0.3\n    min_driver: 580.65.07", 1)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := profiles.LoadMatrixFile(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m      *profiles.Matrix
		driver string
	}{{m, "580.65.07"}, {nil, "580.65.06"}} {
		d := initRepo(t, nil)
		d.Matrix = c.m
		res, err := Init(context.Background(), d, InitRequest{Name: "lora", Profiles: []string{"h100"}, Command: "python train.py", Output: "output"})
		if err != nil {
			t.Fatal(err)
		}
		if y := read(t, res.Path); !strings.Contains(y, "driver >= "+c.driver) {
			t.Errorf("spkit.yaml does not name driver %s:\n%s", c.driver, y)
		}
	}
}
