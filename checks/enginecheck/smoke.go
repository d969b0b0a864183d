package enginecheck

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/imageenv"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// SmokeLabel marks the short-lived containers smoke creates.
const SmokeLabel = "dev.spkit.smoke"

// Smoke runs `spkit validate --json` inside image, with the profile's GPU
// request, and returns validate's report. The container is removed after.
func Smoke(ctx context.Context, c client.APIClient, image string, p *profiles.Profile) (*checks.Report, error) {
	created, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{
		Config: &container.Config{
			Image:      image,
			Entrypoint: []string{"spkit"},
			Cmd:        []string{"validate", "--json"},
			Env:        smokeEnv(p),
			Labels:     map[string]string{SmokeLabel: p.Name},
		},
		HostConfig: smokeHostConfig(p),
	})
	if err != nil {
		if cerrdefs.IsNotFound(err) {
			return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("image %s is not in the engine", image), "build it first (spkit build) or load it")
		}
		return nil, errdefs.Wrap(errdefs.Runtime, err, "cannot create the smoke container: "+err.Error(), "")
	}
	defer c.ContainerRemove(context.WithoutCancel(ctx), created.ID, client.ContainerRemoveOptions{Force: true})
	wait := c.ContainerWait(ctx, created.ID, client.ContainerWaitOptions{Condition: container.WaitConditionNextExit})
	if _, err := c.ContainerStart(ctx, created.ID, client.ContainerStartOptions{}); err != nil {
		return nil, startError(err)
	}
	select {
	case <-wait.Result:
	case err := <-wait.Error:
		return nil, fmt.Errorf("waiting for the smoke container: %w", err)
	}
	return smokeReport(ctx, c, created.ID)
}

// smokeEnv checks a GPU image's structure and imports only when the smoke
// profile requests no GPU (CI's hosted runners): validate then skips the GPU
// checks instead of failing them.
func smokeEnv(p *profiles.Profile) []string {
	if p.HasGPU() {
		return nil
	}
	return []string{imageenv.GPUCount + "=0"}
}

func smokeHostConfig(p *profiles.Profile) *container.HostConfig {
	hc := &container.HostConfig{}
	if !p.HasGPU() {
		return hc
	}
	count := -1 // all
	if n, err := strconv.Atoi(p.Runtime.GPUs); err == nil {
		count = n
	}
	hc.DeviceRequests = []container.DeviceRequest{{Driver: "nvidia", Count: count, Capabilities: [][]string{{"gpu"}}}}
	return hc
}

// startError rewrites the engine's answer to a GPU request it cannot serve.
func startError(err error) error {
	if strings.Contains(err.Error(), `could not select device driver "nvidia"`) {
		return errdefs.Wrap(errdefs.Environment, err,
			"the Docker engine cannot give the container a GPU: it has no NVIDIA runtime",
			"install and configure the NVIDIA Container Toolkit: sudo nvidia-ctk runtime configure --runtime=docker, then restart docker (sudo systemctl restart docker)")
	}
	return errdefs.Wrap(errdefs.Runtime, err, "the smoke container did not start: "+err.Error(), "")
}

func smokeReport(ctx context.Context, c client.APIClient, id string) (*checks.Report, error) {
	logs, err := c.ContainerLogs(ctx, id, client.ContainerLogsOptions{ShowStdout: true, ShowStderr: true})
	if err != nil {
		return nil, fmt.Errorf("reading the smoke container's output: %w", err)
	}
	defer logs.Close()
	var stdout, stderr bytes.Buffer
	if _, err := stdcopy.StdCopy(&stdout, &stderr, logs); err != nil {
		return nil, fmt.Errorf("reading the smoke container's output: %w", err)
	}
	var r checks.Report
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil || len(r.Checks) == 0 {
		return nil, errdefs.New(errdefs.Runtime,
			"spkit validate printed no report in the image: "+lastLine(stderr.String()+stdout.String()),
			"the image needs the spkit binary on its PATH (spkit build puts it there)")
	}
	return &r, nil
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
