package testenv

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// Result is what a finished container left: its exit code and its output
// (stdout and stderr, demultiplexed).
type Result struct {
	ExitCode int64
	Stdout   string
	Stderr   string
}

// Run creates a container from cfg (labelled with Labels(t)), starts it, waits
// for it to exit, collects its output and removes it. hc may be nil. It fails
// the test only when the engine refuses; a non-zero exit is in the Result.
func Run(t testing.TB, c client.APIClient, cfg *container.Config, hc *container.HostConfig) Result {
	t.Helper()
	ctx := context.Background()
	cfg = labelled(cfg, Labels(t))
	id := create(t, c, cfg, hc)
	defer removeContainer(c, id)
	res, err := runToExit(ctx, c, id)
	if err != nil {
		t.Fatalf("testenv: running a container from %s: %v", cfg.Image, err)
	}
	return res
}

// RemoveContainerOnCleanup registers the forced removal of container id
// (and its anonymous volumes) at the end of the test.
func RemoveContainerOnCleanup(t testing.TB, c client.APIClient, id string) {
	t.Cleanup(func() {
		if err := removeContainer(c, id); err != nil {
			t.Logf("testenv: removing container %s: %v", id, err)
		}
	})
}

// RemoveImageOnCleanup registers the removal of image ref at the end of the
// test. A missing image is not an error.
func RemoveImageOnCleanup(t testing.TB, c client.APIClient, ref string) {
	t.Cleanup(func() {
		_, err := c.ImageRemove(context.Background(), ref, client.ImageRemoveOptions{Force: true, PruneChildren: true})
		if err != nil && !cerrdefs.IsNotFound(err) {
			t.Logf("testenv: removing image %s: %v", ref, err)
		}
	})
}

// RemoveLabeled removes every container, then every image, whose label key
// has value (for instance NameLabel and t.Name()). Use a label value unique to
// your test: other tests run beside yours.
func RemoveLabeled(t testing.TB, c client.APIClient, key, value string) {
	t.Helper()
	ctx := context.Background()
	f := make(client.Filters).Add("label", key+"="+value)
	cs, err := c.ContainerList(ctx, client.ContainerListOptions{All: true, Filters: f})
	if err != nil {
		t.Errorf("testenv: listing containers labelled %s=%s: %v", key, value, err)
		return
	}
	for _, ct := range cs.Items {
		if err := removeContainer(c, ct.ID); err != nil {
			t.Errorf("testenv: removing container %s: %v", ct.ID, err)
		}
	}
	is, err := c.ImageList(ctx, client.ImageListOptions{Filters: f})
	if err != nil {
		t.Errorf("testenv: listing images labelled %s=%s: %v", key, value, err)
		return
	}
	for _, im := range is.Items {
		_, err := c.ImageRemove(ctx, im.ID, client.ImageRemoveOptions{Force: true, PruneChildren: true})
		if err != nil && !cerrdefs.IsNotFound(err) {
			t.Errorf("testenv: removing image %s: %v", im.ID, err)
		}
	}
}

func labelled(cfg *container.Config, labels map[string]string) *container.Config {
	out := *cfg
	out.Labels = make(map[string]string, len(cfg.Labels)+len(labels))
	for k, v := range cfg.Labels {
		out.Labels[k] = v
	}
	for k, v := range labels {
		out.Labels[k] = v
	}
	return &out
}

func create(t testing.TB, c client.APIClient, cfg *container.Config, hc *container.HostConfig) string {
	t.Helper()
	r, err := c.ContainerCreate(context.Background(), client.ContainerCreateOptions{Config: cfg, HostConfig: hc})
	if err != nil {
		t.Fatalf("testenv: creating a container from %s: %v", cfg.Image, err)
	}
	return r.ID
}

// runToExit starts container id, waits for it and returns its exit code and
// output.
func runToExit(ctx context.Context, c client.APIClient, id string) (Result, error) {
	wait := c.ContainerWait(ctx, id, client.ContainerWaitOptions{Condition: container.WaitConditionNextExit})
	if _, err := c.ContainerStart(ctx, id, client.ContainerStartOptions{}); err != nil {
		return Result{}, fmt.Errorf("starting: %w", err)
	}
	var res Result
	select {
	case w := <-wait.Result:
		if w.Error != nil {
			return Result{}, fmt.Errorf("waiting: %s", w.Error.Message)
		}
		res.ExitCode = w.StatusCode
	case err := <-wait.Error:
		return Result{}, fmt.Errorf("waiting: %w", err)
	}
	var err error
	res.Stdout, res.Stderr, err = logs(ctx, c, id)
	if err != nil {
		return res, fmt.Errorf("reading logs: %w", err)
	}
	return res, nil
}

// logs returns what container id wrote so far, demultiplexed.
func logs(ctx context.Context, c client.APIClient, id string) (string, string, error) {
	rc, err := c.ContainerLogs(ctx, id, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true})
	if err != nil {
		return "", "", err
	}
	defer rc.Close()
	var stdout, stderr bytes.Buffer
	if _, err := stdcopy.StdCopy(&stdout, &stderr, rc); err != nil {
		return "", "", err
	}
	return stdout.String(), stderr.String(), nil
}

func removeContainer(c client.APIClient, id string) error {
	_, err := c.ContainerRemove(context.Background(), id, client.ContainerRemoveOptions{Force: true, RemoveVolumes: true})
	if err != nil && !cerrdefs.IsNotFound(err) {
		return err
	}
	return nil
}
