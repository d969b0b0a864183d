package testenv

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	bkclient "github.com/moby/buildkit/client"
)

// BuildkitVersion is the moby/buildkit module spkit's client uses; the
// test buildkitd is built from it.
const BuildkitVersion = "v0.33.1"

// buildkitdModule is the tiny module buildkitd is built in: `go install
// github.com/moby/buildkit/cmd/buildkitd@VERSION` is refused (buildkit's
// go.mod has exclude directives), a module that requires it builds.
const buildkitdModule = "module spkit-test/buildkitd\n\ngo 1.26\n\nrequire github.com/moby/buildkit " + BuildkitVersion + "\n"

const buildkitdTools = "//go:build tools\n\npackage tools\n\nimport _ \"github.com/moby/buildkit/cmd/buildkitd\"\n"

// BuildkitdBinary returns a buildkitd built from BuildkitVersion, cached in
// ~/.cache/spkit-test/ (about 80 MB; the first build takes minutes).
func BuildkitdBinary(t testing.TB) string {
	t.Helper()
	bin, ok := buildkitdCached()
	if ok {
		return bin
	}
	unlock := lockFile(t, "/tmp/spkit-testenv-buildkitd.lock")
	defer unlock()
	if isExecutable(bin) {
		return bin
	}
	dir := t.TempDir()
	must := func(err error) {
		if err != nil {
			t.Fatalf("testenv: building buildkitd: %v", err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "go.mod"), []byte(buildkitdModule), 0o644))
	must(os.WriteFile(filepath.Join(dir, "tools.go"), []byte(buildkitdTools), 0o644))
	must(os.MkdirAll(filepath.Dir(bin), 0o755))
	t.Logf("testenv: building buildkitd %s (cached in %s)", BuildkitVersion, bin)
	start := time.Now()
	for _, args := range [][]string{{"mod", "tidy"}, {"build", "-o", bin + ".tmp", "github.com/moby/buildkit/cmd/buildkitd"}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("testenv: go %v for buildkitd: %v\n%s", args, err, tail(string(out), 3000))
		}
	}
	must(os.Rename(bin+".tmp", bin))
	recordBuild("buildkitd-"+BuildkitVersion, start)
	return bin
}

// buildkitdCached returns where BuildkitdBinary keeps buildkitd, and
// whether it is built.
func buildkitdCached() (string, bool) {
	home, _ := os.UserHomeDir()
	bin := filepath.Join(home, ".cache", "spkit-test", "buildkitd-"+BuildkitVersion)
	return bin, isExecutable(bin)
}

// StartBuildkitd starts a buildkitd (runc worker, state in a temporary
// directory) that reaches the registries at insecureHosts over plain HTTP,
// and stops it at the end of the test. It returns its unix:// address. It
// skips the test without runc, and sees none of the engine's images: push
// bases to a Registry first.
func StartBuildkitd(t testing.TB, insecureHosts ...string) string {
	t.Helper()
	if _, err := exec.LookPath("runc"); err != nil {
		t.Skip("testenv: runc is not installed (apt-get install -y runc); buildkitd's worker needs it")
	}
	bin := BuildkitdBinary(t)
	dir, err := os.MkdirTemp("", "spkit-buildkitd-")
	if err != nil {
		t.Fatal(err)
	}
	cfg := "[worker.oci]\n  enabled = true\n  gc = false\n[worker.containerd]\n  enabled = false\n"
	for _, h := range insecureHosts {
		cfg += fmt.Sprintf("[registry.%q]\n  http = true\n  insecure = true\n", h)
	}
	cfgPath := filepath.Join(dir, "buildkitd.toml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	addr := "unix://" + filepath.Join(dir, "buildkitd.sock")
	logf, err := os.Create(filepath.Join(dir, "buildkitd.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--config", cfgPath, "--root", filepath.Join(dir, "root"), "--addr", addr)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("testenv: starting buildkitd: %v", err)
	}
	t.Cleanup(func() {
		stopProcess(cmd)
		logf.Close()
		removeRootfs(dir) // buildkitd may leave mounts behind
	})
	if err := waitBuildkitd(addr, 60*time.Second); err != nil {
		log, _ := os.ReadFile(logf.Name())
		t.Fatalf("testenv: buildkitd at %s did not answer: %v\n%s", addr, err, tail(string(log), 3000))
	}
	return addr
}

func waitBuildkitd(addr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		c, err := bkclient.New(ctx, addr)
		if err == nil {
			_, err = c.ListWorkers(ctx)
			c.Close()
		}
		cancel()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}
