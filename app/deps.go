// Package app holds spkit's use cases: build, up, train (and the loops over
// them). Each takes a request, made by a command from its flags, and
// narrow dependencies, so every path runs in unit tests with fakes; the
// real-engine tier runs them against the real ones.
package app

import (
	"context"
	"io"
	"time"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/runner"
)

// Engine is what the use cases ask the container engine themselves: where
// it runs and which images it has. Everything a run does goes through a
// runner.Runner (Deps.Backends).
type Engine interface {
	// Host returns the engine's info and whether it runs on this machine;
	// its error is already a user error (engine unreachable).
	Host(ctx context.Context) (system.Info, bool, error)
	ImageExists(ctx context.Context, ref string) (bool, error)
}

// EngineChecks are doctor's and smoke's questions to the engine
// (checks/enginecheck over the Docker API in production).
type EngineChecks interface {
	// Probe is doctor's engine section: reachable, version, runtimes.
	Probe(ctx context.Context) doctor.EngineStatus
	// Smoke runs spkit validate in image with the GPUs p requests.
	Smoke(ctx context.Context, image string, p *profiles.Profile) (*checks.Report, error)
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
	// Backends are the runners a run may take, in the order runner.Select
	// tries them (Backends(docker) in production).
	Backends []runner.Backend
	// Builder returns the builder at addr ("" for the engine's own BuildKit).
	Builder func(addr string) (ImageBuilder, error)
	// Checks connects doctor's and smoke's engine checks; Runs finds the
	// running trainers top follows. Their errors are user errors.
	Checks func() (EngineChecks, error)
	Runs   func() (RunFinder, error)
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
	// Matrix is the version matrix the command loaded (its caller's
	// preference: $SPKIT_MATRIX, a refreshed copy); nil: the built-in one.
	Matrix *profiles.Matrix
}
