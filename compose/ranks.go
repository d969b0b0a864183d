package compose

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
)

// RanksBackend runs the ranks of a multi-node run as containers of one
// project on the engine eng connects (rank 0's name is the rendezvous).
func RanksBackend(eng func() (Engine, error)) runner.Backend {
	return runner.Backend{Name: "ranks",
		Accepts: func(_ runner.Host, p *runner.Plan) bool { return p.Ranks() > 1 },
		New: func(env runner.Env) (runner.Runner, error) {
			e, err := eng()
			if err != nil {
				return nil, err
			}
			return &ranksRunner{serviceRunner{env: env, eng: e}}, nil
		}}
}

// ranksRunner is a serviceRunner whose project holds every rank.
type ranksRunner struct {
	serviceRunner
}

// project is the one-engine multi-node project that runs p.
func (r *ranksRunner) project(ctx context.Context, p *runner.Plan) (*types.Project, error) {
	n := NodesOptions{Nodes: p.Ranks(), Iface: p.Iface, MasterAddr: p.MasterAddr}
	c, err := RenderNodes(p.Spec, Options{RepoDir: "."}, n)
	if err != nil {
		return nil, err
	}
	return ForEngine(ctx, c, r.env.Dir)
}

func (r *ranksRunner) Attach(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	return &runner.Run{Backend: "ranks", Project: proj.Name, Service: p.Spec.Profile, Ranks: p.Ranks()}, nil
}

func (r *ranksRunner) Start(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	if err := runner.PrepareDir(filepath.Join(r.env.Dir, p.Spec.Output.Host)); err != nil {
		return nil, err
	}
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	rdzv := p.MasterAddr
	if rdzv == "" {
		rdzv = dist.ServiceName(p.Spec.Profile, 0)
	}
	fmt.Fprintf(r.env.ErrOut, "spkit: starting %d ranks of %s on this engine (rendezvous at %s)\n", p.Ranks(), p.Spec.Profile, rdzv)
	code, err := r.eng.UpNodes(ctx, proj, UpOptions{WaitTimeout: p.WaitTimeout, Detach: p.Detach})
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	return &runner.Run{Backend: "ranks", Project: proj.Name, Service: p.Spec.Profile, Ranks: p.Ranks(), Code: code, Detached: p.Detach}, nil
}

// State reads rank 0's run state.
func (r *ranksRunner) State(ctx context.Context, run *runner.Run, dir string) (*runstate.State, error) {
	return r.eng.RunState(ctx, run.Project, dist.ServiceName(run.Service, 0), dir)
}

func (r *ranksRunner) Exec(context.Context, *runner.Run, runner.ExecOptions) (int, error) {
	return 0, runner.Unsupported("ranks", "run a command in a multi-rank run", "probe one rank: spkit probe without --nodes")
}

// Logs prints rank 0's output.
func (r *ranksRunner) Logs(ctx context.Context, run *runner.Run, o runner.LogsOptions) error {
	return r.eng.Logs(ctx, run.Project, LogsOptions{Service: dist.ServiceName(run.Service, 0), Follow: o.Follow, Tail: o.Tail})
}

// rescue warns about files the trainer wrote outside every mount (into the
// container's own layer, lost with the container) and copies them into the
// host output folder.
func (r *serviceRunner) rescue(ctx context.Context, p *types.Project, service string) {
	errOut := r.env.ErrOut
	files, err := r.eng.Rescue(context.WithoutCancel(ctx), p, service)
	if err != nil {
		fmt.Fprintf(errOut, "spkit: warning: %v; the container is kept (spkit down copies them out first)\n", err)
		return
	}
	if len(files) == 0 {
		return
	}
	fmt.Fprintf(errOut, "spkit: warning: the trainer wrote %d file(s) outside its mounts (into the container, lost when it is removed); copied to %s\n",
		len(files), filepath.Dir(files[0]))
	for i, f := range files {
		if i == 5 {
			fmt.Fprintf(errOut, "spkit:   ... and %d more\n", len(files)-5)
			break
		}
		fmt.Fprintf(errOut, "spkit:   %s\n", f)
	}
	fmt.Fprintf(errOut, "spkit: write outputs under the output folder (volumes.output) so they land on the host directly\n")
}
