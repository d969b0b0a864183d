package app

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
)

// The read-only use cases over the catalog and the matrix: profiles,
// matrix (and its refresh), dockerfile.

func TestProfilesIncludeTheRepositorysOwn(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, ".spkit", "profiles", "lab.yaml"), "name: lab\nextends: h100\ngpu:\n  count: 4\n")
	ps, err := Profiles(d)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	if !strings.Contains(strings.Join(names, " "), "lab") || len(ps) != len(profiles.Builtin().Names())+1 {
		t.Errorf("profiles = %v", names)
	}
	p, err := Profile(d, "lab")
	if err != nil || p.GPU.Count != 4 || p.Memory.GPU != 80<<30 {
		t.Errorf("lab = %+v, %v", p, err)
	}
	if _, err := Profile(d, "h10"); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "h100") {
		t.Errorf("unknown profile: %v", err)
	}
	// A broken spkit.yaml is an error; none at all is the built-in catalog.
	write(t, filepath.Join(d.Dir, "spkit.yaml"), "name: [\n")
	if _, err := Profiles(d); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("broken spkit.yaml: %v", err)
	}
	if _, err := Profile(d, "cpu"); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("broken spkit.yaml: %v", err)
	}
	d.Dir = t.TempDir()
	if ps, err := Profiles(d); err != nil || len(ps) != len(profiles.Builtin().Names()) {
		t.Errorf("no spkit.yaml: %d profiles, %v", len(ps), err)
	}
}

func TestMatrixForAProfile(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	all, origin, err := Matrix(d, MatrixRequest{})
	if err != nil || origin != profiles.OriginBuiltin || len(all.Versions()) == 0 {
		t.Fatalf("Matrix = %v, %q, %v", all, origin, err)
	}
	spark, origin, err := Matrix(d, MatrixRequest{Profile: "dgx-spark"})
	if err != nil || !strings.HasSuffix(origin, "; only what profile dgx-spark (linux/arm64, compute capability 12.1) can use") {
		t.Fatalf("Matrix(dgx-spark) = %q, %v", origin, err)
	}
	if len(spark.Versions()) == 0 || len(spark.Versions()) > len(all.Versions()) {
		t.Errorf("dgx-spark's matrix: %v of %v", spark.Versions(), all.Versions())
	}
	if _, origin, err := Matrix(d, MatrixRequest{Profile: "cpu"}); err != nil || !strings.Contains(origin, "compute capability none") {
		t.Errorf("cpu: %q, %v", origin, err)
	}
	if _, _, err := Matrix(d, MatrixRequest{Profile: "nope"}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("unknown profile: %v", err)
	}
	write(t, filepath.Join(d.Dir, "spkit.yaml"), "name: [\n")
	if _, _, err := Matrix(d, MatrixRequest{Profile: "cpu"}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("broken spkit.yaml: %v", err)
	}
}

// fakeGenerate replaces the matrix generator for one test.
func fakeGenerate(t *testing.T, gen func(context.Context, matrixgen.Options, string) (*profiles.Matrix, error)) {
	t.Helper()
	old := generate
	generate = gen
	t.Cleanup(func() { generate = old })
}

func TestRefreshMatrixWritesTheUsersCopy(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	d.Now = func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC) }
	cfg := t.TempDir()
	var got matrixgen.Options
	var note string
	fakeGenerate(t, func(_ context.Context, o matrixgen.Options, n string) (*profiles.Matrix, error) {
		got, note = o, n
		return profiles.DefaultMatrix(), nil
	})
	env := map[string]string{"XDG_CONFIG_HOME": cfg, matrixgen.EnvHubURL: "http://hub.example"}
	path, m, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Timeout: time.Minute,
		Sources: matrixgen.Options{TorchURL: "http://torch.example"}, Getenv: func(k string) string { return env[k] }})
	if err != nil || path != filepath.Join(cfg, "spkit", "matrix.yaml") || m == nil {
		t.Fatalf("RefreshMatrix = %q, %v", path, err)
	}
	if got.TorchURL != "http://torch.example" || got.HubURL != "http://hub.example" || got.DriversURL != matrixgen.DefaultDriversURL {
		t.Errorf("sources = %+v: flags over the environment over the defaults", got)
	}
	if note != "refreshed by spkit matrix refresh on 2026-05-01" {
		t.Errorf("note = %q", note)
	}
	if data, err := os.ReadFile(path); err != nil || !bytes.Contains(data, []byte("cuda")) {
		t.Errorf("written matrix: %v\n%s", err, data)
	}
	// --repo writes the repository's own.
	path, _, err = RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Repo: true, Timeout: time.Minute, Getenv: func(string) string { return "" }})
	if err != nil || path != filepath.Join(d.Dir, ".spkit", "matrix.yaml") {
		t.Errorf("--repo: %q, %v", path, err)
	}
}

func TestRefreshMatrixFailuresKeepTheOldOne(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	env := func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return filepath.Join(d.Dir, "cfg")
		}
		return ""
	}
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"unreachable source", &matrixgen.SourceError{URL: "http://drivers.example", Err: &url.Error{Op: "Get", URL: "http://drivers.example", Err: errors.New("connection\nrefused")}},
			"cannot refresh the matrix: http://drivers.example is unreachable (connection refused)"},
		{"bad page", errors.New("parsing the driver table:\n no rows"), "cannot refresh the matrix: parsing the driver table: no rows"},
	} {
		fakeGenerate(t, func(context.Context, matrixgen.Options, string) (*profiles.Matrix, error) { return nil, tc.err })
		_, _, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Timeout: time.Minute, Getenv: env})
		if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "the previous matrix stays in use") {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(d.Dir, "cfg")); !os.IsNotExist(err) {
		t.Error("a failed refresh wrote something")
	}
}

func TestRefreshMatrixEndsAtItsTimeout(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	fakeGenerate(t, func(ctx context.Context, _ matrixgen.Options, _ string) (*profiles.Matrix, error) {
		time.Sleep(time.Second) // a parse that does not look at ctx
		return nil, ctx.Err()
	})
	start := time.Now()
	_, _, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Repo: true, Timeout: 20 * time.Millisecond})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "did not finish within --timeout 20ms") {
		t.Errorf("err = %v", err)
	}
	if time.Since(start) > 500*time.Millisecond {
		t.Errorf("returned after %s, not at its timeout", time.Since(start))
	}
}

func TestRefreshMatrixWithoutAConfigFolder(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	t.Setenv("HOME", "")
	_, _, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Timeout: time.Minute, Getenv: func(string) string { return "" }})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "--repo") {
		t.Errorf("err = %v", err)
	}
	// An unwritable destination keeps the old one too.
	fakeGenerate(t, func(context.Context, matrixgen.Options, string) (*profiles.Matrix, error) {
		return profiles.DefaultMatrix(), nil
	})
	write(t, filepath.Join(d.Dir, ".spkit"), "a file where the folder goes")
	if _, _, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Repo: true, Timeout: time.Minute}); errdefs.CodeOf(err) != errdefs.Environment ||
		!strings.Contains(err.Error(), "cannot write the matrix") {
		t.Errorf("unwritable: %v", err)
	}
}

func TestDockerfileAndDockerignore(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	text, err := Dockerfile(d, DockerfileRequest{})
	if err != nil || !strings.Contains(text, "FROM ") || !strings.Contains(text, "AS runtime") {
		t.Fatalf("Dockerfile = %v\n%s", err, text)
	}
	// spkit.yaml lists no profile: "standard"; a named one wins, and the
	// stage placed last is the build's default target.
	if !strings.Contains(text, "# Generated by spkit for lora: profile standard (linux/amd64)") {
		t.Errorf("no profile: not standard's Dockerfile")
	}
	dev, err := Dockerfile(d, DockerfileRequest{Profile: "cpu", Torch: "base", BaseImage: "local/torch:1", Stage: "devel", Syntax: true})
	if err != nil || !strings.HasPrefix(dev, "# syntax=") || !strings.Contains(dev, "FROM local/torch:1") {
		t.Fatalf("Dockerfile(cpu, devel) = %v\n%s", err, dev)
	}
	if i, j := strings.LastIndex(dev, " AS devel"), strings.LastIndex(dev, " AS runtime"); i < j {
		t.Error("devel is not the last stage")
	}
	if _, err := Dockerfile(d, DockerfileRequest{Profile: "nope"}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("unknown profile: %v", err)
	}
	ignore, err := Dockerignore(d)
	if err != nil || !strings.Contains(ignore, "\n!.spkit/bin\n") {
		t.Errorf("Dockerignore = %v\n%s", err, ignore)
	}
	d.Dir = t.TempDir()
	if _, err := Dockerfile(d, DockerfileRequest{}); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "spkit init") {
		t.Errorf("no spkit.yaml: %v", err)
	}
	if _, err := Dockerignore(d); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("no spkit.yaml: %v", err)
	}
}
