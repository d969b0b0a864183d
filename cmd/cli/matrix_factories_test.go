package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/profiles"
)

// repoWithMatrix makes a repository whose own .spkit/matrix.yaml has cuda
// as its default CUDA.
func repoWithMatrix(t *testing.T, cuda string) string {
	t.Helper()
	dir := t.TempDir()
	data := strings.Replace(string(profiles.EmbeddedMatrix()), `default_cuda: "13.0"`, `default_cuda: "`+cuda+`"`, 1)
	if err := os.MkdirAll(filepath.Join(dir, ".spkit"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(profiles.RepoMatrixPath(dir), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Two commands in one process, each with its own Factory, see their own
// repository's matrix: the second command loading its matrix does not
// change what the first one's use cases get.
func TestTwoFactoriesKeepTheirOwnMatrix(t *testing.T) {
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	repos := map[string]string{"12.8": repoWithMatrix(t, "12.8"), "12.9": repoWithMatrix(t, "12.9")}
	factories := map[string]*Factory{}
	for _, cuda := range []string{"12.8", "12.9"} {
		f := NewFactory()
		var out bytes.Buffer
		f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: io.Discard}
		if code := Run(context.Background(), f, []string{"-C", repos[cuda], "matrix", "--json"}); code != 0 {
			t.Fatalf("spkit matrix in the %s repository: exit %d", cuda, code)
		}
		if !strings.Contains(out.String(), `"default_cuda": "`+cuda+`"`) {
			t.Errorf("spkit matrix in the %s repository printed another matrix", cuda)
		}
		factories[cuda] = f
	}
	for cuda, f := range factories {
		m, origin, err := app.Matrix(f.Deps(), app.MatrixRequest{})
		if err != nil || m.Default().Version != cuda || origin != profiles.RepoMatrixPath(repos[cuda]) {
			t.Errorf("the %s factory's use case sees default %s from %s (%v)", cuda, m.Default().Version, origin, err)
		}
	}
}
