package testenv

import (
	"context"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// Cached base images. Bump the version when a recipe changes so that every
// machine rebuilds instead of using a stale image.
const (
	DebianRef = "spkit-test/debian:bookworm-1"
	TorchRef  = "spkit-test/torch:bookworm-1"
)

// TorchPackages are the Debian packages TorchBase adds: Debian bookworm ships
// CPU PyTorch 1.13 and the trainer's Python dependencies.
var TorchPackages = []string{
	"python3", "python3-venv", "python3-pip", "python3-torch",
	"python3-omegaconf", "python3-yaml", "python3-numpy",
}

const lockPath = "/tmp/spkit-testenv.lock"

// DebianBase returns the ref of a minimal Debian bookworm image in the
// engine, building it with debootstrap the first time (about a minute; needs
// root and the debootstrap package). Concurrent callers, in this process or
// others, wait for one build.
func DebianBase(t testing.TB) string {
	t.Helper()
	c := Engine(t)
	if exists(t, c, DebianRef) {
		return DebianRef
	}
	unlock := lock(t)
	defer unlock()
	ensureDebian(t, c)
	return DebianRef
}

// TorchBase returns the ref of DebianBase plus Debian's CPU PyTorch 1.13,
// OmegaConf, PyYAML and NumPy (TorchPackages), building it the first time
// (about 3 minutes; needs the Debian mirror).
func TorchBase(t testing.TB) string {
	t.Helper()
	c := Engine(t)
	if exists(t, c, TorchRef) {
		return TorchRef
	}
	unlock := lock(t)
	defer unlock()
	if err := buildTorch(context.Background(), c, t.Logf); err != nil {
		t.Fatalf("testenv: %v", err)
	}
	return TorchRef
}

// BuildTorchBase builds TorchRef (and DebianRef under it) unless they are
// in the engine, outside any test: `make try-base` uses it for the README's
// offline try-it path. It takes the same machine-wide lock as the tests.
func BuildTorchBase(ctx context.Context, c client.APIClient, logf func(string, ...any)) error {
	unlock, err := flock(lockPath)
	if err != nil {
		return err
	}
	defer unlock()
	return buildTorch(ctx, c, logf)
}

// buildTorch builds DebianRef and TorchRef where missing. The caller holds
// the lock.
func buildTorch(ctx context.Context, c client.APIClient, logf func(string, ...any)) error {
	if ok, err := imageExists(ctx, c, TorchRef); ok || err != nil {
		return err
	}
	if err := buildDebianIfMissing(ctx, c, logf); err != nil {
		return err
	}
	logf("testenv: building %s (apt-get install %s)", TorchRef, strings.Join(TorchPackages, " "))
	install := "set -e; export DEBIAN_FRONTEND=noninteractive; apt-get update -q; " +
		"apt-get install -y -q --no-install-recommends " + strings.Join(TorchPackages, " ") +
		"; apt-get clean; rm -rf /var/lib/apt/lists/*"
	cfg := &container.Config{Image: DebianRef, Cmd: []string{"sh", "-c", install},
		Labels: map[string]string{CacheLabel: "build"}}
	start := time.Now()
	if err := commitImage(ctx, c, cfg, TorchRef, `CMD ["bash"]`, "LABEL "+CacheLabel+"=torch"); err != nil {
		return err
	}
	recordBuild(TorchRef, start)
	logf("testenv: built %s in %s", TorchRef, time.Since(start).Round(time.Second))
	return nil
}

// ensureDebian builds DebianRef unless it exists. The caller holds the lock.
func ensureDebian(t testing.TB, c client.APIClient) {
	t.Helper()
	if err := buildDebianIfMissing(context.Background(), c, t.Logf); err != nil {
		t.Fatalf("testenv: %v", err)
	}
}

func buildDebianIfMissing(ctx context.Context, c client.APIClient, logf func(string, ...any)) error {
	if ok, err := imageExists(ctx, c, DebianRef); ok || err != nil {
		return err
	}
	logf("testenv: building %s with debootstrap", DebianRef)
	start := time.Now()
	if err := buildDebian(ctx, c, DebianRef); err != nil {
		return fmt.Errorf("building %s: %w", DebianRef, err)
	}
	recordBuild(DebianRef, start)
	logf("testenv: built %s in %s", DebianRef, time.Since(start).Round(time.Second))
	return nil
}

// commitImage runs cfg to completion, requires exit 0 and commits the
// result as ref with changes applied.
func commitImage(ctx context.Context, c client.APIClient, cfg *container.Config, ref string, changes ...string) error {
	r, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{Config: cfg})
	if err != nil {
		return fmt.Errorf("building %s: creating a container from %s: %w", ref, cfg.Image, err)
	}
	defer removeContainer(c, r.ID)
	res, err := runToExit(ctx, c, r.ID)
	if err != nil {
		return fmt.Errorf("building %s: %w", ref, err)
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("building %s: %q exited with %d:\n%s%s", ref, cfg.Cmd, res.ExitCode,
			tail(res.Stdout, 2000), tail(res.Stderr, 2000))
	}
	if _, err := c.ContainerCommit(ctx, r.ID, client.ContainerCommitOptions{Reference: ref, Changes: changes,
		Comment: "spkit testenv"}); err != nil {
		return fmt.Errorf("committing %s: %w", ref, err)
	}
	return nil
}

func imageExists(ctx context.Context, c client.APIClient, ref string) (bool, error) {
	_, err := c.ImageInspect(ctx, ref)
	switch {
	case err == nil:
		return true, nil
	case cerrdefs.IsNotFound(err):
		return false, nil
	}
	return false, fmt.Errorf("inspecting image %s: %w", ref, err)
}

func exists(t testing.TB, c client.APIClient, ref string) bool {
	t.Helper()
	_, err := c.ImageInspect(context.Background(), ref)
	if err == nil {
		return true
	}
	if !cerrdefs.IsNotFound(err) {
		t.Fatalf("testenv: inspecting image %s: %v", ref, err)
	}
	return false
}

// lock takes the machine-wide testenv lock (an flock, released by the kernel
// if the process dies) and returns its release.
func lock(t testing.TB) func() {
	t.Helper()
	return lockFile(t, lockPath)
}

func lockFile(t testing.TB, path string) func() {
	t.Helper()
	unlock, err := flock(path)
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
	return unlock
}

// flock takes an exclusive flock on path (created if missing) and returns
// its release.
func flock(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return nil, fmt.Errorf("opening lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	return func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}
