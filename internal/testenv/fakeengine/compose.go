package fakeengine

import (
	"context"
	"strings"
	"sync"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
)

// Compose is a Compose SDK service over canned answers.
type Compose struct {
	api.Compose

	// UpErr, StopErr, DownErr, PsErr and LogsErr fail those calls.
	UpErr, StopErr, DownErr, PsErr, LogsErr error
	// OnUp runs during Up (the engine's containers appear, say); OnStop
	// during Stop (the trainer ends).
	OnUp   func(p *types.Project, o api.UpOptions)
	OnStop func()
	// Containers are Ps's answer; VolumeList is Volumes'.
	Containers []api.ContainerSummary
	VolumeList []api.VolumesSummary
	// LogLines are what Logs hands its consumer.
	LogLines []string

	mu    sync.Mutex
	calls []string
	// Ups and Downs are the options each Up and Down got.
	Ups   []api.UpOptions
	Downs []api.DownOptions
}

// Calls returns the calls made, in order ("up NAME", "down NAME", ...).
func (c *Compose) Calls() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.calls...)
}

func (c *Compose) record(call string) {
	c.mu.Lock()
	c.calls = append(c.calls, call)
	c.mu.Unlock()
}

// Up records the project's services.
func (c *Compose) Up(_ context.Context, p *types.Project, o api.UpOptions) error {
	c.record("up " + strings.Join(p.ServiceNames(), ","))
	c.mu.Lock()
	c.Ups = append(c.Ups, o)
	c.mu.Unlock()
	if c.OnUp != nil {
		c.OnUp(p, o)
	}
	return c.UpErr
}

// Stop records the services stopped.
func (c *Compose) Stop(_ context.Context, name string, o api.StopOptions) error {
	c.record("stop " + name + " " + strings.Join(o.Services, ","))
	if c.OnStop != nil {
		c.OnStop()
	}
	return c.StopErr
}

// Down records what is removed.
func (c *Compose) Down(_ context.Context, name string, o api.DownOptions) error {
	c.record("down " + name + " " + strings.Join(o.Services, ","))
	c.mu.Lock()
	c.Downs = append(c.Downs, o)
	c.mu.Unlock()
	return c.DownErr
}

// Ps returns Containers.
func (c *Compose) Ps(_ context.Context, name string, _ api.PsOptions) ([]api.ContainerSummary, error) {
	c.record("ps " + name)
	return c.Containers, c.PsErr
}

// Volumes returns VolumeList.
func (c *Compose) Volumes(_ context.Context, name string, _ api.VolumesOptions) ([]api.VolumesSummary, error) {
	c.record("volumes " + name)
	return c.VolumeList, nil
}

// Logs hands LogLines to the consumer.
func (c *Compose) Logs(_ context.Context, name string, consumer api.LogConsumer, o api.LogOptions) error {
	c.record("logs " + name + " " + strings.Join(o.Services, ",") + " tail=" + o.Tail)
	for _, l := range c.LogLines {
		consumer.Log(name, l)
	}
	return c.LogsErr
}
