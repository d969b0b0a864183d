package cli

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
)

// The package's tests use the built-in matrix, whatever the machine's
// ~/.config/spkit holds; the refresh tests below unset this.
func init() { os.Setenv(profiles.EnvMatrix, "embedded") }

func pagesServer(t *testing.T) *httptest.Server {
	t.Helper()
	p, err := matrixgen.LoadPages("../../profiles/matrixgen/testdata/sources")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(p.Handler())
	t.Cleanup(srv.Close)
	return srv
}

func TestMatrixShow(t *testing.T) {
	code, out, errOut := runCLI(t, t.TempDir(), "matrix")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"13.0*", "13.0.3", "580.65.06", "cu129", "13.2.1", "cu132", "Matrix: built-in"} {
		if !strings.Contains(out, want) {
			t.Errorf("matrix output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = runCLI(t, t.TempDir(), "matrix", "--json")
	var m profiles.Matrix
	if err := json.Unmarshal([]byte(out), &m); code != 0 || err != nil || m.DefaultCUDA != "13.0" {
		t.Errorf("matrix --json: exit %d, %v, default %q", code, err, m.DefaultCUDA)
	}
}

func TestMatrixRefresh(t *testing.T) {
	srv := pagesServer(t)
	cfg := t.TempDir()
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", cfg)
	t.Setenv(matrixgen.EnvHubURL, srv.URL+"/hub")
	code, out, errOut := runCLI(t, t.TempDir(), "matrix", "refresh",
		"--torch-url", srv.URL+"/torch", "--drivers-url", srv.URL+"/drivers", "--github-url", srv.URL+"/github")
	want := filepath.Join(cfg, "spkit", "matrix.yaml")
	if code != 0 || !strings.Contains(out, "wrote "+want) {
		t.Fatalf("refresh: exit %d\n%s%s", code, out, errOut)
	}
	// spkit now prefers the refreshed copy (its torch index is the server's).
	code, out, _ = runCLI(t, t.TempDir(), "matrix")
	if code != 0 || !strings.Contains(out, "Matrix: "+want) {
		t.Errorf("matrix does not use the refreshed copy:\n%s", out)
	}
	code, out, _ = runCLI(t, t.TempDir(), "matrix", "--json")
	if code != 0 || !strings.Contains(out, srv.URL+"/torch/cu130") {
		t.Errorf("matrix --json is not the refreshed copy")
	}
}

func TestMatrixRefreshRepo(t *testing.T) {
	srv := pagesServer(t)
	dir := t.TempDir()
	t.Setenv(matrixgen.EnvTorchURL, srv.URL+"/torch")
	t.Setenv(matrixgen.EnvHubURL, srv.URL+"/hub")
	t.Setenv(matrixgen.EnvDriversURL, srv.URL+"/drivers")
	t.Setenv(matrixgen.EnvGitHubURL, srv.URL+"/github")
	if code, _, errOut := runCLI(t, dir, "matrix", "refresh", "--repo"); code != 0 {
		t.Fatalf("refresh --repo: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, ".spkit", "matrix.yaml")); err != nil {
		t.Error(err)
	}
}

func TestMatrixRefreshUnreachable(t *testing.T) {
	srv := httptest.NewServer(nil)
	srv.Close() // nothing listens there now
	cfg := t.TempDir()
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", cfg)
	old := filepath.Join(cfg, "spkit", "matrix.yaml")
	os.MkdirAll(filepath.Dir(old), 0o755)
	os.WriteFile(old, profiles.EmbeddedMatrix(), 0o644)
	code, out, errOut := runCLI(t, t.TempDir(), "matrix", "refresh", "--drivers-url", srv.URL+"/drivers")
	if code != 4 || out != "" || strings.Count(errOut, "\n") != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q: want 4 and one line", code, out, errOut)
	}
	for _, want := range []string{srv.URL + "/drivers is unreachable", "previous matrix stays in use"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
	if data, _ := os.ReadFile(old); string(data) != string(profiles.EmbeddedMatrix()) {
		t.Error("the old matrix was changed")
	}
	entries, _ := os.ReadDir(filepath.Dir(old))
	if len(entries) != 1 {
		t.Errorf("left behind: %v", entries)
	}
}

func TestBrokenRefreshedMatrixIsIgnored(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	os.MkdirAll(filepath.Join(dir, ".spkit"), 0o755)
	os.WriteFile(filepath.Join(dir, ".spkit", "matrix.yaml"), []byte("cuda: [oops\n"), 0o644)
	code, out, errOut := runCLI(t, dir, "matrix")
	if code != 0 || !strings.Contains(out, "Matrix: built-in") || !strings.Contains(errOut, "warning: ignoring") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("exit %d\n%s\n%s", code, out, errOut)
	}
}

// The refreshed matrix is read before every command: one that is a named
// pipe, a device or too large is warned about and left unused, without
// blocking or reading for ever.
func TestRefreshedMatrixThatIsNotAFileIsIgnored(t *testing.T) {
	for name, c := range map[string]struct {
		setup func(string) error
		want  string
	}{
		"named pipe": {func(p string) error { return unix.Mkfifo(p, 0o644) }, "matrix.yaml is a named pipe, not a file"},
		"device":     {func(p string) error { return os.Symlink("/dev/zero", p) }, "(to /dev/zero through a symbolic link); using the built-in matrix"},
		"too large":  {func(p string) error { return os.WriteFile(p, make([]byte, 5<<20), 0o644) }, "matrix.yaml is larger than 4MiB"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			t.Setenv(profiles.EnvMatrix, "")
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			os.MkdirAll(filepath.Join(dir, ".spkit"), 0o755)
			if err := c.setup(filepath.Join(dir, ".spkit", "matrix.yaml")); err != nil {
				t.Fatal(err)
			}
			type result struct {
				code        int
				out, errOut string
			}
			done := make(chan result, 1)
			go func() { code, out, errOut := runCLI(t, dir, "matrix"); done <- result{code, out, errOut} }()
			select {
			case r := <-done:
				if r.code != 0 || !strings.Contains(r.out, "Matrix: built-in") || !strings.Contains(r.errOut, c.want) || strings.Count(r.errOut, "\n") != 1 {
					t.Errorf("exit %d\n%s\n%s", r.code, r.out, r.errOut)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("spkit matrix blocked on .spkit/matrix.yaml")
			}
		})
	}
}

func TestMatrixForProfile(t *testing.T) {
	code, out, errOut := runCLI(t, t.TempDir(), "matrix", "--profile", "dgx-spark")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Contains(out, "2.9.1   0.24.1  2.9.1   3.10-3.14  -") || strings.Contains(out, "12.8") || !strings.Contains(out, "profile dgx-spark (linux/arm64") {
		t.Errorf("matrix --profile dgx-spark:\n%s", out)
	}
}

// Issue #31 item 13: --timeout is the command's deadline, said as such,
// whatever a source does (this one sends a byte every 100ms for ever).
func TestMatrixRefreshEndsAtItsTimeout(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		for {
			if _, err := w.Write([]byte("<")); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			select {
			case <-r.Context().Done():
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}))
	defer srv.Close()
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	start := time.Now()
	code, _, errOut := runCLI(t, t.TempDir(), "matrix", "refresh", "--drivers-url", srv.URL+"/drivers", "--timeout", "1s")
	if took := time.Since(start); took > 1500*time.Millisecond {
		t.Errorf("refresh --timeout 1s took %s", took)
	}
	if code != 4 || !strings.Contains(errOut, "the sources did not finish within --timeout 1s") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// Issue 41: a repository's own matrix replaces the base images and the
// torch index; it is announced in one line naming it. A $SPKIT_MATRIX
// that does not exist is an error, not silently the built-in matrix.
func TestRepositoryMatrixIsAnnouncedAndSPKITMATRIXMustExist(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	os.MkdirAll(filepath.Join(dir, ".spkit"), 0o755)
	os.WriteFile(filepath.Join(dir, ".spkit", "matrix.yaml"), profiles.EmbeddedMatrix(), 0o644)
	code, _, errOut := runCLI(t, dir, "matrix")
	if code != 0 || !strings.Contains(errOut, "using the repository's version matrix "+filepath.Join(dir, ".spkit", "matrix.yaml")) || strings.Count(errOut, "\n") != 1 {
		t.Errorf("a repository's matrix: exit %d, stderr %q", code, errOut)
	}
	t.Setenv(profiles.EnvMatrix, "/nonexistent/matrix.yaml")
	code, out, errOut := runCLI(t, dir, "matrix")
	if code != 4 || out != "" || !strings.Contains(errOut, "SPKIT_MATRIX names /nonexistent/matrix.yaml, which does not exist") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("SPKIT_MATRIX=/nonexistent: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	bad := filepath.Join(t.TempDir(), "m.yaml")
	os.WriteFile(bad, []byte("cuda: [oops\n"), 0o644)
	t.Setenv(profiles.EnvMatrix, bad)
	if code, _, errOut := runCLI(t, dir, "matrix"); code != 3 || strings.Count(errOut, "\n") != 1 {
		t.Errorf("SPKIT_MATRIX naming a broken file: exit %d, stderr %q", code, errOut)
	}
}
