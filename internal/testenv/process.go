package testenv

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// Start creates a container from cfg (labelled with Labels(t)), starts it
// and registers its forced removal at the end of the test. It returns the
// container's ID.
func Start(t testing.TB, c client.APIClient, cfg *container.Config, hc *container.HostConfig) string {
	t.Helper()
	cfg = labelled(cfg, Labels(t))
	id := create(t, c, cfg, hc)
	RemoveContainerOnCleanup(t, c, id)
	if _, err := c.ContainerStart(context.Background(), id, client.ContainerStartOptions{}); err != nil {
		t.Fatalf("testenv: starting a container from %s: %v", cfg.Image, err)
	}
	return id
}

// Wait waits at most timeout for container id to exit and returns its exit
// code; it fails the test on timeout.
func Wait(t testing.TB, c client.APIClient, id string, timeout time.Duration) int64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	w := c.ContainerWait(ctx, id, client.ContainerWaitOptions{Condition: container.WaitConditionNotRunning})
	select {
	case r := <-w.Result:
		return r.StatusCode
	case err := <-w.Error:
		out, errOut := Logs(t, c, id)
		t.Fatalf("testenv: waiting for container %.12s: %v\nstdout:\n%s\nstderr:\n%s", id, err, tail(out, 3000), tail(errOut, 3000))
	}
	return -1
}

// Logs returns what container id wrote so far to stdout and stderr.
func Logs(t testing.TB, c client.APIClient, id string) (stdout, stderr string) {
	t.Helper()
	out, errOut, err := logs(context.Background(), c, id)
	if err != nil {
		t.Fatalf("testenv: reading logs of %.12s: %v", id, err)
	}
	return out, errOut
}

// WaitForLog polls container id's stdout until it contains substr and fails
// the test if that takes longer than timeout or the container exits first.
func WaitForLog(t testing.TB, c client.APIClient, id, substr string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, errOut := Logs(t, c, id)
		if strings.Contains(out, substr) {
			return
		}
		insp, err := c.ContainerInspect(context.Background(), id, client.ContainerInspectOptions{})
		running := err == nil && insp.Container.State != nil && insp.Container.State.Running
		if !running || time.Now().After(deadline) {
			t.Fatalf("testenv: container %.12s (running: %v) did not print %q within %v\nstdout:\n%s\nstderr:\n%s",
				id, running, substr, timeout, tail(out, 3000), tail(errOut, 3000))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// Signal sends sig ("TERM", "INT", "KILL") to container id's main process.
func Signal(t testing.TB, c client.APIClient, id, sig string) {
	t.Helper()
	if _, err := c.ContainerKill(context.Background(), id, client.ContainerKillOptions{Signal: sig}); err != nil {
		t.Fatalf("testenv: sending SIG%s to %.12s: %v", sig, id, err)
	}
}

// User returns the user containers should run as in tests: the test
// process's own uid:gid, so it can clean up what they write in bind mounts,
// or nobody (65534:65534) when tests run as root. Never root.
func User() string {
	if os.Getuid() == 0 {
		return "65534:65534"
	}
	return fmt.Sprintf("%d:%d", os.Getuid(), os.Getgid())
}

// WritableDir returns a new directory under t.TempDir() that User() can
// write to through a bind mount.
func WritableDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "rw")
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil { // umask
		t.Fatal(err)
	}
	return dir
}

// ExampleTrainer returns the path of examples/lora-trainer in this module.
func ExampleTrainer(t testing.TB) string {
	t.Helper()
	root, err := ModuleRoot()
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
	return filepath.Join(root, "examples", "lora-trainer")
}
