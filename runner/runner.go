// Package runner is the one seam between a resolved run and the backend
// that runs it: compose on one engine, the ranks of a multi-node run on one
// engine, a Swarm stack (Kubernetes or Slurm submitting, tomorrow). Its
// types are spkit's own: a Plan (the resolved run spec and how to run it)
// goes in; a Run handle, the trainer's exit code and its supervisor's run
// state come out. A backend is a room of its own that exports a Backend
// (its name, which plans it accepts, how it connects its Runner); the use
// cases' registry (app.Backends) lists them in order, and Select consults
// it. docs/architecture.md says how to add one.
package runner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runspec"
)

// Plan is one run: the resolved run spec and how to run it.
type Plan struct {
	Spec *runspec.Spec
	// Nodes is the number of ranks (0 or 1: one container).
	Nodes int
	// Iface is the interface NCCL, Gloo and UCX use between ranks;
	// MasterAddr rank 0's address on it (host networking).
	Iface, MasterAddr string
	// Image replaces the spec's image (a registry reference every node
	// can pull).
	Image string
	// Hold starts the container holding (`spkit hold`) instead of the
	// trainer, for trainer processes started in it with Exec; Grace is
	// hold's SIGTERM-to-SIGKILL grace for them.
	Hold  bool
	Grace time.Duration
	// Detach returns once the run started; otherwise Start follows it
	// to its end.
	Detach bool
	// Force starts although a forceable check refuses (with a warning).
	Force bool
	// WaitTimeout bounds the wait for healthy (0: no limit).
	WaitTimeout time.Duration
	// Logs gets the trainer's output (nil: the backend's default).
	Logs io.Writer
	// All are every profile's specs when the plan names a whole project
	// (spkit down without a profile): Attach then names the run of them
	// all, and Stop removes it. Spec is All[0].
	All []*runspec.Spec
}

// Ranks is how many ranks the plan runs (at least 1).
func (p *Plan) Ranks() int { return max(p.Nodes, 1) }

// Run is a started run, as its backend names it.
type Run struct {
	// Backend is the name of the backend that runs it.
	Backend string
	// Project is the run's project (compose) or stack (Swarm) name;
	// Service the profile's service (rank 0's prefix with ranks).
	Project, Service string
	Ranks            int
	// Code is the trainer's exit code (the worst rank's); 0 when detached
	// or holding.
	Code int
	// Detached: Start returned without following the run.
	Detached bool
}

// ExecOptions run one command in a holding run's container.
type ExecOptions struct {
	Cmd, Env []string
	// Logs gets the command's output.
	Logs io.Writer
}

// LogsOptions print a run's output.
type LogsOptions struct {
	// Follow keeps printing until the context ends; Tail is how many
	// lines from the end ("all", or a count).
	Follow bool
	Tail   string
}

// StopOptions stop a run.
type StopOptions struct {
	// Volumes removes the run's named volumes too.
	Volumes bool
	// Quiet leaves out the backend's progress lines.
	Quiet bool
}

// Runner runs plans on one backend.
type Runner interface {
	// Check refuses a plan this backend cannot run where it would run
	// (too little memory, too few nodes, no image), before anything is
	// built or written.
	Check(ctx context.Context, p *Plan) error
	// Start starts plan and, unless it is detached or holding, follows it
	// to its end; the Run says how it ended.
	Start(ctx context.Context, p *Plan) (*Run, error)
	// Attach returns the handle of p's run as Start would have named it
	// (started earlier, by another spkit): for State and Stop.
	Attach(ctx context.Context, p *Plan) (*Run, error)
	// State reads the supervisor's run state of r: in dir inside its
	// container ("": PID 1's).
	State(ctx context.Context, r *Run, dir string) (*runstate.State, error)
	// Exec runs a command in r's container (a holding run) and returns
	// its exit code.
	Exec(ctx context.Context, r *Run, o ExecOptions) (int, error)
	// Stop stops and removes r.
	Stop(ctx context.Context, r *Run, o StopOptions) error
	// Status prints r's containers or tasks (spkit ps): r.Service "" is
	// every profile of r.Project.
	Status(ctx context.Context, r *Run) error
	// Logs prints r's trainer output (spkit logs).
	Logs(ctx context.Context, r *Run, o LogsOptions) error
}

// Host is what Select knows of where the plan would run.
type Host struct {
	// Local: the engine runs on this machine.
	Local bool
	// SwarmManager: the engine manages a Swarm; NodeID is then this
	// engine's node.
	SwarmManager bool
	NodeID       string
}

// Env is what a backend's Runner is given where Select connects it.
type Env struct {
	// Dir is the trainer repository: its binds and output folder.
	Dir string
	// Out gets results, ErrOut progress and warnings.
	Out, ErrOut io.Writer
	Host        Host
	// Preflight is the use cases' judgement of this machine for a plan
	// run on it (memory, GPUs, the engine's NVIDIA runtime; --force skips
	// what it may): a backend that runs on the local engine calls it from
	// Check. nil: nothing to judge.
	Preflight func(p *Plan) error
	// Image makes sure the run's image is in the engine (the use cases'
	// build), after Check and before Start, when the plan names none of
	// its own. nil: nothing to build.
	Image func(ctx context.Context) error
}

// Backend is one registered way to run plans.
type Backend struct {
	Name string
	// Accepts reports whether this backend runs p on h.
	Accepts func(h Host, p *Plan) bool
	// New connects the backend's Runner in env.
	New func(env Env) (Runner, error)
}

// ErrUnsupported is what a Runner returns for an operation its backend
// does not have (Exec on a Swarm stack).
var ErrUnsupported = errors.New("not supported by this backend")

// Unsupported is ErrUnsupported for backend's op, as a user error.
func Unsupported(backend, op, hint string) error {
	return errdefs.Wrap(errdefs.Environment, ErrUnsupported, fmt.Sprintf("the %s backend cannot %s", backend, op), hint)
}

// Select returns the first of backends (in registration order) that
// accepts p on env's host, connected in env.
func Select(backends []Backend, env Env, p *Plan) (Runner, string, error) {
	for _, b := range backends {
		if b.Accepts(env.Host, p) {
			r, err := b.New(env)
			return r, b.Name, err
		}
	}
	hint := "run it without --nodes"
	if p.Ranks() == 1 {
		hint = "check the engine spkit connects to (DOCKER_HOST)"
	}
	return nil, "", errdefs.New(errdefs.Environment, fmt.Sprintf("no backend runs %d rank(s) of %s on this engine", p.Ranks(), p.Spec.Profile), hint)
}
