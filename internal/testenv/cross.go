package testenv

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/spkit-dev/spkit/internal/version"
)

var crossBuilds sync.Map // arch -> *crossBuild

type crossBuild struct {
	once sync.Once
	dir  string
	err  error
}

// crossCC is Debian's C cross compiler for an architecture (go-nvml needs
// cgo).
var crossCC = map[string]string{"arm64": "aarch64-linux-gnu-gcc", "amd64": "x86_64-linux-gnu-gcc"}

// ContainerBinaryDir cross-builds spkit-container and spkit-healthcheck for
// linux/arch (cgo on, with Debian's cross compiler) once per test process,
// as `make install` does, and returns the directory holding
// spkit-container-linux-<arch> and spkit-healthcheck-linux-<arch>:
// an images.BinarySource Dir. It skips the test when the cross compiler is
// missing.
func ContainerBinaryDir(t testing.TB, arch string) string {
	t.Helper()
	cc := crossCC[arch]
	if _, err := exec.LookPath(cc); err != nil {
		t.Skipf("testenv: no C cross compiler for linux/%s (%s; apt-get install gcc-aarch64-linux-gnu)", arch, cc)
	}
	v, _ := crossBuilds.LoadOrStore(arch, &crossBuild{})
	b := v.(*crossBuild)
	b.once.Do(func() { b.dir, b.err = buildContainer(arch, cc) })
	if b.err != nil {
		t.Fatalf("testenv: cross-building spkit-container for %s: %v", arch, b.err)
	}
	return b.dir
}

func buildContainer(arch, cc string) (string, error) {
	root, err := ModuleRoot()
	if err != nil {
		return "", err
	}
	// Beside BuildSpkit's binaries: swept when this process is gone.
	dir := filepath.Join(os.TempDir(), "spkit-testenv-bin", strconv.Itoa(os.Getpid()), "cross-"+arch)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	for _, name := range []string{"spkit-container", "spkit-healthcheck"} {
		cmd := exec.Command("go", "build", "-trimpath", "-tags", version.ContainerTags, "-ldflags", "-s -w", "-o", filepath.Join(dir, name+"-linux-"+arch), "./cmd/"+name)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1", "GOOS=linux", "GOARCH="+arch, "CC="+cc)
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("%s: %w\n%s", name, err, out)
		}
	}
	return dir, nil
}
