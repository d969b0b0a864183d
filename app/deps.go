// Package app holds spkit's use cases: build, up, train (and the loops over
// them). Each takes a request, made by a command from its flags, and
// narrow dependencies, so every path runs in unit tests with fakes; the
// real-engine tier runs them against the real ones.
package app

import (
	"context"
	"io"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// Engine is what the use cases need of the container engine: compose.Runner
// over the Compose SDK in production.
type Engine interface {
	// Host returns the engine's info and whether it runs on this machine;
	// its error is already a user error (engine unreachable).
	Host(ctx context.Context) (system.Info, bool, error)
	ImageExists(ctx context.Context, ref string) (bool, error)
	// Up starts the project's one service and, unless detached, follows it
	// to its end and returns the trainer's exit code.
	Up(ctx context.Context, p *types.Project, o compose.UpOptions) (int, error)
	// RunState reads the supervisor's state file from the service's
	// container: in dir ("": PID 1's, runstate.Dir).
	RunState(ctx context.Context, project, service, dir string) (*runstate.State, error)
	// Exec runs a command in the service's running container and returns
	// its exit code (spkit probe's trials).
	Exec(ctx context.Context, project, service string, o compose.ExecOptions) (int, error)
	Down(ctx context.Context, p *types.Project, o compose.DownOptions) error
	// Rescue copies what the service's trainer wrote into its container's
	// own layer, outside every mount, into the host output folder; it
	// returns the host paths written.
	Rescue(ctx context.Context, p *types.Project, service string) ([]string, error)
	// Ps prints the project's containers; Logs prints (or follows) one
	// service's output.
	Ps(ctx context.Context, project string) error
	Logs(ctx context.Context, project string, o compose.LogsOptions) error
}

// ImageBuilder builds one image: images.Build on a BuildKit in production.
type ImageBuilder interface {
	Build(ctx context.Context, o images.BuildOptions) (*images.Result, error)
}

// Deps are the use cases' dependencies. Functions are called on first use,
// so a command that never reaches the engine never connects to it.
type Deps struct {
	// Dir is the trainer repository.
	Dir string
	// Engine connects to the container engine.
	Engine func() (Engine, error)
	// Builder returns the builder at addr ("" for the engine's own BuildKit).
	Builder func(addr string) (ImageBuilder, error)
	// Docker is the engine's API client, for what goes past the Compose
	// SDK (doctor's engine checks, smoke, top); its error is a user error.
	Docker func() (client.APIClient, error)
	// GPU reads this machine's GPUs (NVML; fixtures in tests).
	GPU gpu.Lister
	// ProcRoot is the host's root: /proc, and doctor's CDI directories,
	// are read under it ("/"; a fixture tree in tests).
	ProcRoot string
	// Shm reads /dev/shm's size and use for doctor (DevShm; nil: not read).
	Shm func() (total, used uint64, err error)
	// Out gets results, ErrOut progress, warnings and reports.
	Out, ErrOut io.Writer
	// Now is the clock.
	Now func() time.Time
}
