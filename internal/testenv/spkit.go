package testenv

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/spkit-dev/spkit/internal/version"
)

var spkitBuild struct {
	once sync.Once
	path string
	err  error
}

// BuildSpkit builds the spkit binary (./cmd/spkit, linux/GOARCH, cgo on) and
// spkit-container and spkit-healthcheck beside it once per test process and returns spkit's
// path. The binaries lie in $TMPDIR/spkit-testenv-bin/<pid>/; directories
// of processes that are gone are removed on the next build.
func BuildSpkit(t testing.TB) string {
	t.Helper()
	spkitBuild.once.Do(func() { spkitBuild.path, spkitBuild.err = buildSpkit() })
	if spkitBuild.err != nil {
		t.Fatalf("testenv: building spkit: %v", spkitBuild.err)
	}
	return spkitBuild.path
}

func buildSpkit() (string, error) {
	root, err := ModuleRoot()
	if err != nil {
		return "", err
	}
	base := filepath.Join(os.TempDir(), "spkit-testenv-bin")
	sweepBinDirs(base)
	dir := filepath.Join(base, strconv.Itoa(os.Getpid()))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// spkit-container and spkit-healthcheck beside spkit: images staged
	// from this spkit get the small in-image binaries, as after `make
	// install`.
	for _, name := range []string{"spkit", "spkit-container", "spkit-healthcheck"} {
		cmd := exec.Command("go", "build", "-tags", version.ContainerTags, "-o", filepath.Join(dir, name), "./cmd/"+name)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1", "GOOS=linux", "GOARCH="+runtime.GOARCH)
		if b, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build ./cmd/%s: %w\n%s", name, err, b)
		}
	}
	return filepath.Join(dir, "spkit"), nil
}

// ModuleRoot returns the directory of the go.mod of the module this package
// belongs to.
func ModuleRoot() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if ok {
		root := filepath.Join(filepath.Dir(file), "..", "..")
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			return filepath.Clean(root), nil
		}
	}
	b, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(b))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("cannot find the spkit module root (not inside a module)")
	}
	return filepath.Dir(mod), nil
}

// sweepBinDirs removes binaries left by test processes that no longer run.
func sweepBinDirs(base string) {
	entries, _ := os.ReadDir(base)
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		if syscall.Kill(pid, 0) == syscall.ESRCH {
			_ = os.RemoveAll(filepath.Join(base, e.Name()))
		}
	}
}
