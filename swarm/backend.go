package swarm

import (
	"context"
	"fmt"
	"path/filepath"

	cerrdefs "github.com/containerd/errdefs"
	clitypes "github.com/docker/cli/cli/compose/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// Conn is the Docker connection the backend takes its API client from
// (docker/cli's *command.DockerCli).
type Conn interface {
	Client() client.APIClient
}

// Backend deploys the ranks of a multi-node run as a stack on the Swarm
// this engine manages, and follows every rank.
func Backend(conn func() (Conn, error)) runner.Backend {
	return runner.Backend{Name: "swarm",
		Accepts: func(h runner.Host, p *runner.Plan) bool { return h.SwarmManager && p.Ranks() > 1 },
		New: func(env runner.Env) (runner.Runner, error) {
			c, err := conn()
			if err != nil {
				return nil, err
			}
			return &stackRunner{env: env, api: c.Client()}, nil
		}}
}

// stackRunner runs plans as stacks through the manager's engine API.
type stackRunner struct {
	env runner.Env
	api client.APIClient
}

// planImage is the image every rank runs.
func planImage(p *runner.Plan) string {
	if p.Image != "" {
		return p.Image
	}
	return p.Spec.Image
}

// Check refuses a stack the swarm cannot run. Without an image of its
// own, the use case builds it into this engine.
func (r *stackRunner) Check(ctx context.Context, p *runner.Plan) error {
	nodes, err := engine.Call(ctx, r.api, engine.CallTimeout, func(ctx context.Context) (client.NodeListResult, error) {
		return r.api.NodeList(ctx, client.NodeListOptions{})
	})
	if err != nil {
		return fmt.Errorf("listing the swarm's nodes: %w", err)
	}
	local, err := r.imageExists(ctx, planImage(p))
	if err != nil {
		return err
	}
	return Preflight(Facts{Nodes: nodes.Items, Image: planImage(p), ImageLocal: local || p.Image == "", GPU: p.Spec.GPU != nil, Want: p.Ranks()})
}

func (r *stackRunner) imageExists(ctx context.Context, ref string) (bool, error) {
	_, err := engine.Call(ctx, r.api, engine.CallTimeout, func(ctx context.Context) (client.ImageInspectResult, error) {
		return r.api.ImageInspect(ctx, ref)
	})
	switch {
	case err == nil:
		return true, nil
	case cerrdefs.IsNotFound(err):
		return false, nil
	}
	return false, err
}

func (r *stackRunner) Start(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	spec := p.Spec
	if err := runner.PrepareBinds(r.env.Dir, spec); err != nil {
		return nil, err
	}
	opts := Options{Nodes: p.Ranks(), Iface: p.Iface, Image: planImage(p), MasterAddr: p.MasterAddr}
	if p.Iface != "" {
		// Rank 0 on this manager, whose address on the interface we know.
		opts.Rank0Constraint = "node.id == " + r.env.Host.NodeID
	}
	cfg, err := stackConfig(ctx, r.env.Dir, spec, opts)
	if err != nil {
		return nil, err
	}
	sr := r.stack()
	fmt.Fprintf(r.env.ErrOut, "spkit: deploying stack %s: %d ranks of %s on the swarm\n", spec.Project, p.Ranks(), spec.Profile)
	if err := sr.Deploy(ctx, spec.Project, cfg); err != nil {
		_ = sr.Remove(context.WithoutCancel(ctx), spec.Project)
		return nil, err
	}
	run := &runner.Run{Backend: "swarm", Project: spec.Project, Service: spec.Profile, Ranks: p.Ranks(), Detached: p.Detach}
	if p.Detach {
		fmt.Fprintf(r.env.Out, "stack %s deployed; remove it with `spkit down %s --nodes %d`\n", spec.Project, spec.Profile, p.Ranks())
		return run, nil
	}
	if run.Code, err = sr.Follow(ctx, spec.Project, p.Ranks()); err != nil {
		return nil, err
	}
	return run, nil
}

// stackConfig renders the stack with absolute bind paths and loads it the
// way docker stack deploy does.
func stackConfig(ctx context.Context, dir string, spec *runspec.Spec, o Options) (*clitypes.Config, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	o.RepoDir = abs
	p, err := Render(spec, o)
	if err != nil {
		return nil, err
	}
	data, err := Marshal(ctx, p)
	if err != nil {
		return nil, err
	}
	return Load(data, abs)
}

func (r *stackRunner) Attach(_ context.Context, p *runner.Plan) (*runner.Run, error) {
	return &runner.Run{Backend: "swarm", Project: p.Spec.Project, Service: p.Spec.Profile, Ranks: p.Ranks()}, nil
}

func (r *stackRunner) stack() *Runner {
	return &Runner{Engine: r.api, Out: r.env.Out, ErrOut: r.env.ErrOut}
}

func (r *stackRunner) State(context.Context, *runner.Run, string) (*runstate.State, error) {
	return nil, runner.Unsupported("swarm", "read a rank's run state", "read it from the output folder's memory log on the rank's node")
}

func (r *stackRunner) Exec(context.Context, *runner.Run, runner.ExecOptions) (int, error) {
	return 0, runner.Unsupported("swarm", "run a command in a stack's task", "probe one rank: spkit probe without --nodes")
}

func (r *stackRunner) Stop(ctx context.Context, run *runner.Run, _ runner.StopOptions) error {
	return r.stack().Remove(ctx, run.Project)
}

func (r *stackRunner) Status(context.Context, *runner.Run) error {
	return runner.Unsupported("swarm", "list a stack's tasks", "run docker stack ps STACK on the manager")
}

func (r *stackRunner) Logs(context.Context, *runner.Run, runner.LogsOptions) error {
	return runner.Unsupported("swarm", "print a stack's output", "run docker service logs STACK_PROFILE-0 on the manager")
}
