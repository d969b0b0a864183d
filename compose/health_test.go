package compose

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// healthEngine answers ContainerInspect with one state after another (the
// last one repeated); the rest of the API is not used by watchHealth.
type healthEngine struct {
	client.APIClient
	states []container.State
	calls  int
}

func (e *healthEngine) ContainerInspect(context.Context, string, client.ContainerInspectOptions) (client.ContainerInspectResult, error) {
	st := e.states[min(e.calls, len(e.states)-1)]
	e.calls++
	return client.ContainerInspectResult{Container: container.InspectResponse{State: &st}}, nil
}

// stopRecorder records Compose.Stop calls.
type stopRecorder struct {
	api.Compose
	stopped []string
}

func (c *stopRecorder) Stop(_ context.Context, _ string, o api.StopOptions) error {
	c.stopped = append(c.stopped, o.Services...)
	return nil
}

func health(status container.HealthStatus, output string) container.State {
	h := &container.Health{Status: status}
	if output != "" {
		h.Log = []*container.HealthcheckResult{{ExitCode: 1, Output: output + "\nmore detail\n"}}
	}
	return container.State{Running: true, Health: h}
}

// Issue #14 item 10: the trainer's output is followed from the first second
// while the health check's verdict is awaited beside it; a trainer that
// never becomes healthy is stopped (SIGTERM first) with the reason.
func TestWatchHealth(t *testing.T) {
	defer func(d time.Duration) { healthPoll = d }(healthPoll)
	healthPoll = time.Millisecond
	starting := health(container.Starting, "")
	cases := []struct {
		name    string
		states  []container.State
		timeout time.Duration
		errText string // "" for no error
		stopped bool
		says    string
	}{
		{"healthy", []container.State{starting, starting, health(container.Healthy, "")}, 0, "", false, "spkit: cpu is healthy"},
		{"unhealthy", []container.State{starting, health(container.Unhealthy, "memory: 200 MiB available")}, 0,
			"profile cpu failed its health check: memory: 200 MiB available", true, "stopping the trainer (SIGTERM"},
		{"no verdict in time", []container.State{starting}, 30 * time.Millisecond,
			"profile cpu did not pass its health check within 30ms", true, "stopping the trainer"},
		{"exited first", []container.State{starting, {Running: false, Health: &container.Health{Status: container.Unhealthy}}}, 0, "", false, ""},
		{"no health check", []container.State{{Running: true}, {Running: false}}, 0, "", false, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var errOut bytes.Buffer
			cmp := &stopRecorder{}
			r := &Runner{Compose: cmp, Engine: &healthEngine{states: tc.states}, ErrOut: &errOut}
			p := &types.Project{Name: "proj"}
			err := r.watchHealth(t.Context(), p, "id", "cpu", tc.timeout)
			var ue *errdefs.Error
			switch {
			case tc.errText == "" && err != nil:
				t.Errorf("err = %v, want none", err)
			case tc.errText != "" && (!errors.As(err, &ue) || ue.Code != errdefs.Runtime || ue.Msg != tc.errText):
				t.Errorf("err = %#v, want a runtime error %q", err, tc.errText)
			}
			if (len(cmp.stopped) == 1) != tc.stopped {
				t.Errorf("stopped %v, want stopped=%v", cmp.stopped, tc.stopped)
			}
			if !strings.Contains(errOut.String(), tc.says) || (tc.says == "" && errOut.Len() > 0) {
				t.Errorf("said %q, want %q", errOut.String(), tc.says)
			}
		})
	}
	// A cancelled watch (the trainer's output ended) says nothing.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := &Runner{Compose: &stopRecorder{}, Engine: &healthEngine{states: []container.State{starting}}, ErrOut: &bytes.Buffer{}}
	if err := r.watchHealth(ctx, &types.Project{}, "id", "cpu", time.Hour); err != nil {
		t.Errorf("cancelled watch: %v", err)
	}
}
