package app

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/swarm"
)

// backends is the registry of runners, in the order runner.Select tries
// them: a Swarm manager runs ranks as a stack, any other engine runs them
// as containers of one project, and one rank is one compose service. A new
// backend is a runner.Runner in its own room and one entry here. t is the
// run's target (what the host preflight checks).
func backends(d *Deps, eng Engine, h engineHost, t *project.Target) []runner.Backend {
	return []runner.Backend{
		{Name: "swarm",
			Accepts: func(h runner.Host, p *runner.Plan) bool { return h.SwarmManager && p.Ranks() > 1 },
			New: func() (runner.Runner, error) {
				ne, err := asNodesEngine(eng)
				if err != nil {
					return nil, err
				}
				return &swarmRunner{d: d, eng: ne, host: h, t: t}, nil
			}},
		{Name: "ranks",
			Accepts: func(_ runner.Host, p *runner.Plan) bool { return p.Ranks() > 1 },
			New: func() (runner.Runner, error) {
				return &ranksRunner{composeRunner: composeRunner{d: d, eng: eng, host: h, t: t}}, nil
			}},
		{Name: "compose",
			Accepts: func(_ runner.Host, p *runner.Plan) bool { return p.Ranks() == 1 },
			New:     func() (runner.Runner, error) { return &composeRunner{d: d, eng: eng, host: h, t: t}, nil }},
	}
}

// engineHost is what the engine said of itself: its info, and whether it
// runs on this machine.
type engineHost struct {
	info  system.Info
	local bool
}

// engineHostOf asks eng once; its error is already a user error.
func engineHostOf(ctx context.Context, eng Engine) (engineHost, error) {
	info, local, err := eng.Host(ctx)
	return engineHost{info, local}, err
}

// asNodesEngine is eng as an engine that runs several ranks at once.
func asNodesEngine(eng Engine) (NodesEngine, error) {
	ne, ok := eng.(NodesEngine)
	if !ok {
		return nil, errdefs.New(errdefs.Environment, "this engine cannot run several ranks", "run spkit up without --nodes")
	}
	return ne, nil
}

// selectRunner picks the backend for plan on eng's host h.
func selectRunner(d *Deps, eng Engine, h engineHost, t *project.Target, plan *runner.Plan) (runner.Runner, error) {
	r, _, err := runner.Select(backends(d, eng, h, t), runner.Host{Local: h.local, SwarmManager: swarm.IsManager(h.info)}, plan)
	return r, err
}

// composeRunner runs one rank as the profile's compose service on the
// engine (spkit up, train, probe's one container).
type composeRunner struct {
	d    *Deps
	eng  Engine
	host engineHost
	t    *project.Target
	// projects are the runs started, by project name (for Stop).
	projects map[string]*types.Project
}

func (r *composeRunner) Check(_ context.Context, p *runner.Plan) error {
	return preflight(r.d, hostFacts(r.d, r.host.info, r.host.local, r.t.Profile.HasGPU()), r.t, p.Force)
}

// project is the compose project that runs p, as the engine takes it.
func (r *composeRunner) project(ctx context.Context, p *runner.Plan) (*types.Project, error) {
	c, err := compose.Render([]*runspec.Spec{p.Spec}, compose.Options{RepoDir: "."})
	if err != nil {
		return nil, err
	}
	if name := p.Spec.Profile; p.Hold {
		svc := c.Services[name]
		svc.Entrypoint = types.ShellCommand{"spkit", "hold", "--grace", p.Grace.String()}
		svc.Command = nil
		c.Services[name] = svc
	}
	return compose.ForEngine(ctx, c, r.d.Dir)
}

func (r *composeRunner) Attach(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	return &runner.Run{Backend: "compose", Project: proj.Name, Service: p.Spec.Profile, Ranks: 1}, nil
}

func (r *composeRunner) Start(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	if err := compose.PrepareOutput(r.d.Dir, r.t.Project); err != nil {
		return nil, err
	}
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	name := p.Spec.Profile
	if m := p.Spec.Metrics; m != nil && !p.Hold {
		for _, port := range proj.Services[name].Ports {
			if port.Name == "metrics" {
				// The container's own line names its bind address (0.0.0.0).
				fmt.Fprintf(r.d.ErrOut, "spkit: metrics at http://%s/metrics (published on this host only)\n", net.JoinHostPort(port.HostIP, port.Published))
			}
		}
	}
	code, err := r.eng.Up(ctx, proj, compose.UpOptions{WaitTimeout: p.WaitTimeout, Detach: p.Detach, Logs: p.Logs, Hold: p.Hold})
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	if !p.Detach && !p.Hold {
		rescue(ctx, r.d, r.eng, proj, name)
	}
	return &runner.Run{Backend: "compose", Project: proj.Name, Service: name, Ranks: 1, Code: code, Detached: p.Detach}, nil
}

func (r *composeRunner) remember(p *types.Project) {
	if r.projects == nil {
		r.projects = map[string]*types.Project{}
	}
	r.projects[p.Name] = p
}

func (r *composeRunner) State(ctx context.Context, run *runner.Run, dir string) (*runstate.State, error) {
	return r.eng.RunState(ctx, run.Project, run.Service, dir)
}

func (r *composeRunner) Exec(ctx context.Context, run *runner.Run, o runner.ExecOptions) (int, error) {
	return r.eng.Exec(ctx, run.Project, run.Service, compose.ExecOptions{Cmd: o.Cmd, Env: o.Env, Logs: o.Logs})
}

func (r *composeRunner) Stop(ctx context.Context, run *runner.Run, o runner.StopOptions) error {
	p, ok := r.projects[run.Project]
	if !ok {
		return fmt.Errorf("run %s was not started by this runner", run.Project)
	}
	services := []string{run.Service}
	if run.Ranks > 1 {
		services = p.ServiceNames()
	}
	for _, s := range services {
		if err := r.eng.Down(ctx, p, compose.DownOptions{Service: s, Volumes: o.Volumes, Quiet: o.Quiet}); err != nil {
			return err
		}
	}
	delete(r.projects, run.Project)
	return nil
}

// ranksRunner runs the ranks of a multi-node run as containers of one
// project on this engine (rank 0's name is the rendezvous).
type ranksRunner struct {
	composeRunner
}

// project is the one-engine multi-node project that runs p.
func (r *ranksRunner) project(ctx context.Context, p *runner.Plan) (*types.Project, error) {
	n := compose.NodesOptions{Nodes: p.Ranks(), Iface: p.Iface, MasterAddr: p.MasterAddr}
	c, err := compose.RenderNodes(p.Spec, compose.Options{RepoDir: "."}, n)
	if err != nil {
		return nil, err
	}
	return compose.ForEngine(ctx, c, r.d.Dir)
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
	ne, err := asNodesEngine(r.eng)
	if err != nil {
		return nil, err
	}
	if err := compose.PrepareOutput(r.d.Dir, r.t.Project); err != nil {
		return nil, err
	}
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	n := compose.NodesOptions{MasterAddr: p.MasterAddr}
	fmt.Fprintf(r.d.ErrOut, "spkit: starting %d ranks of %s on this engine (rendezvous at %s)\n", p.Ranks(), p.Spec.Profile, orDefault(n.MasterAddr, dist.ServiceName(p.Spec.Profile, 0)))
	code, err := ne.UpNodes(ctx, proj, compose.UpOptions{WaitTimeout: p.WaitTimeout, Detach: p.Detach})
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

// swarmRunner deploys the ranks as a stack on the Swarm this engine
// manages and follows every rank.
type swarmRunner struct {
	d    *Deps
	eng  NodesEngine
	host engineHost
	t    *project.Target
}

func (r *swarmRunner) Check(ctx context.Context, p *runner.Plan) error {
	// Without an image of its own, the use case builds it into this engine.
	return swarmPreflight(ctx, r.eng, r.host.info, planImage(p), p.Image == "", p.Spec.GPU != nil, p.Ranks())
}

func planImage(p *runner.Plan) string {
	if p.Image != "" {
		return p.Image
	}
	return p.Spec.Image
}

func (r *swarmRunner) Start(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	spec := p.Spec
	if err := prepareBinds(r.d.Dir, r.t.Project, spec); err != nil {
		return nil, err
	}
	opts := swarm.Options{Nodes: p.Ranks(), Iface: p.Iface, Image: planImage(p), MasterAddr: p.MasterAddr}
	if p.Iface != "" {
		// Rank 0 on this manager, whose address on the interface we know.
		opts.Rank0Constraint = "node.id == " + r.host.info.Swarm.NodeID
	}
	cfg, err := stackConfig(ctx, r.d.Dir, spec, opts)
	if err != nil {
		return nil, err
	}
	sr := r.stack()
	fmt.Fprintf(r.d.ErrOut, "spkit: deploying stack %s: %d ranks of %s on the swarm\n", spec.Project, p.Ranks(), spec.Profile)
	if err := sr.Deploy(ctx, spec.Project, cfg); err != nil {
		_ = sr.Remove(context.WithoutCancel(ctx), spec.Project)
		return nil, err
	}
	run := &runner.Run{Backend: "swarm", Project: spec.Project, Service: spec.Profile, Ranks: p.Ranks(), Detached: p.Detach}
	if p.Detach {
		fmt.Fprintf(r.d.Out, "stack %s deployed; remove it with `spkit down %s --nodes %d`\n", spec.Project, spec.Profile, p.Ranks())
		return run, nil
	}
	if run.Code, err = sr.Follow(ctx, spec.Project, p.Ranks()); err != nil {
		return nil, err
	}
	return run, nil
}

func (r *swarmRunner) Attach(_ context.Context, p *runner.Plan) (*runner.Run, error) {
	return &runner.Run{Backend: "swarm", Project: p.Spec.Project, Service: p.Spec.Profile, Ranks: p.Ranks()}, nil
}

func (r *swarmRunner) stack() *swarm.Runner {
	return &swarm.Runner{Engine: r.eng.API(), Out: r.d.Out, ErrOut: r.d.ErrOut}
}

func (r *swarmRunner) State(context.Context, *runner.Run, string) (*runstate.State, error) {
	return nil, runner.Unsupported("swarm", "read a rank's run state", "read it from the output folder's memory log on the rank's node")
}

func (r *swarmRunner) Exec(context.Context, *runner.Run, runner.ExecOptions) (int, error) {
	return 0, runner.Unsupported("swarm", "run a command in a stack's task", "probe one rank: spkit probe without --nodes")
}

func (r *swarmRunner) Stop(ctx context.Context, run *runner.Run, _ runner.StopOptions) error {
	return r.stack().Remove(ctx, run.Project)
}

// holdGrace is hold's grace for a probe container's trials: the
// profile's stop grace less the margin spkit keeps for its own exit.
func holdGrace(spec *runspec.Spec) time.Duration {
	if spec.StopGrace > 0 {
		return max(spec.StopGrace-runspec.StopMargin/2, time.Second)
	}
	return TrialGrace
}
