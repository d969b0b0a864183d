// Package smoketest builds smoke-able images for real-engine tests and the
// healthcheck benchmark: testenv's TorchBase (Debian, CPU PyTorch 1.13) plus
// spkit binaries and the SPKIT_* environment, committed through the engine
// API (no Dockerfile generator involved).
package smoketest

import (
	"archive/tar"
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// CPUEnv is the environment of a cpu-profile image (images/tag.go contract).
var CPUEnv = []string{"SPKIT_PROFILE=cpu", "SPKIT_GPU_COUNT=0", "SPKIT_UNIFIED_MEMORY=false", "SPKIT_MIN_AVAILABLE=256MB", "HF_HOME=/app/cache"}

// Image commits TorchBase with the binaries (name -> local path) in
// /usr/local/bin, /app/output and HF_HOME owned by uid 1000, env set and
// USER 1000. The image is removed when the test ends.
func Image(t testing.TB, c client.APIClient, bins map[string]string, env []string) string {
	t.Helper()
	ctx := context.Background()
	ref := fmt.Sprintf("spkit-test/smoke:%d", time.Now().UnixNano())
	cfg := &container.Config{Image: testenv.TorchBase(t), Labels: testenv.Labels(t),
		Cmd: []string{"sh", "-c", "mkdir -p /app/output /app/cache && chown 1000:1000 /app/output /app/cache"}}
	created, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{Config: cfg})
	if err != nil {
		t.Fatalf("creating the smoke image's container: %v", err)
	}
	testenv.RemoveContainerOnCleanup(t, c, created.ID)
	if _, err := c.CopyToContainer(ctx, created.ID, client.CopyToContainerOptions{DestinationPath: "/usr/local/bin", Content: binTar(t, bins)}); err != nil {
		t.Fatalf("copying spkit into the image: %v", err)
	}
	if _, err := c.ContainerStart(ctx, created.ID, client.ContainerStartOptions{}); err != nil {
		t.Fatalf("starting the smoke image's container: %v", err)
	}
	wait := c.ContainerWait(ctx, created.ID, client.ContainerWaitOptions{})
	select {
	case res := <-wait.Result:
		if res.StatusCode != 0 {
			t.Fatalf("preparing the smoke image exited with %d", res.StatusCode)
		}
	case err := <-wait.Error:
		t.Fatalf("waiting for the smoke image's container: %v", err)
	}
	changes := []string{"USER 1000", `ENTRYPOINT []`, `CMD ["spkit", "healthcheck"]`}
	for _, e := range env {
		k, v, _ := strings.Cut(e, "=")
		changes = append(changes, fmt.Sprintf("ENV %s=%q", k, v))
	}
	if _, err := c.ContainerCommit(ctx, created.ID, client.ContainerCommitOptions{Reference: ref, Changes: changes}); err != nil {
		t.Fatalf("committing the smoke image: %v", err)
	}
	testenv.RemoveImageOnCleanup(t, c, ref)
	return ref
}

func binTar(t testing.TB, bins map[string]string) *bytes.Buffer {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for name, path := range bins {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("reading %s: %v", path, err)
		}
		hdr := &tar.Header{Name: filepath.Base(name), Mode: 0o755, Size: int64(len(data)), ModTime: time.Now()}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf
}
