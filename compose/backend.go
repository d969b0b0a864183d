package compose

import (
	"context"
	"fmt"
	"net"
	"path/filepath"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// Engine is what the compose backends drive: the Compose SDK runner with
// spkit's deadlines (NewEngine) in production, a fake in tests.
type Engine interface {
	// Host returns the engine's info and whether it runs on this machine;
	// its error is already a user error (engine unreachable).
	Host(ctx context.Context) (system.Info, bool, error)
	ImageExists(ctx context.Context, ref string) (bool, error)
	// Up starts the project's one service and, unless detached, follows it
	// to its end and returns the trainer's exit code.
	Up(ctx context.Context, p *types.Project, o UpOptions) (int, error)
	// UpNodes runs a multi-node project's ranks on this engine.
	UpNodes(ctx context.Context, p *types.Project, o UpOptions) (int, error)
	// RunState reads the supervisor's state file from the service's
	// container: in dir ("": PID 1's, runstate.Dir).
	RunState(ctx context.Context, project, service, dir string) (*runstate.State, error)
	// Exec runs a command in the service's running container and returns
	// its exit code (spkit probe's trials).
	Exec(ctx context.Context, project, service string, o ExecOptions) (int, error)
	Down(ctx context.Context, p *types.Project, o DownOptions) error
	// Rescue copies what the service's trainer wrote into its container's
	// own layer, outside every mount, into the host output folder; it
	// returns the host paths written.
	Rescue(ctx context.Context, p *types.Project, service string) ([]string, error)
	// Ps prints the project's containers; Logs prints (or follows) one
	// service's output.
	Ps(ctx context.Context, project string) error
	Logs(ctx context.Context, project string, o LogsOptions) error
}

// Backend runs one rank as the profile's compose service on the engine
// eng connects (spkit up, train, probe's one container).
func Backend(eng func() (Engine, error)) runner.Backend {
	return runner.Backend{Name: "compose",
		Accepts: func(_ runner.Host, p *runner.Plan) bool { return p.Ranks() == 1 },
		New: func(env runner.Env) (runner.Runner, error) {
			e, err := eng()
			if err != nil {
				return nil, err
			}
			return &serviceRunner{env: env, eng: e}, nil
		}}
}

// serviceRunner runs a plan as one compose service.
type serviceRunner struct {
	env runner.Env
	eng Engine
	// projects are the runs started or attached, by project name (Stop
	// removes them as they were rendered).
	projects map[string]*types.Project
}

func (r *serviceRunner) Check(_ context.Context, p *runner.Plan) error {
	if r.env.Preflight == nil {
		return nil
	}
	return r.env.Preflight(p)
}

// project is the compose project that runs p, as the engine takes it.
func (r *serviceRunner) project(ctx context.Context, p *runner.Plan) (*types.Project, error) {
	specs := p.All
	if len(specs) == 0 {
		specs = []*runspec.Spec{p.Spec}
	}
	c, err := Render(specs, Options{RepoDir: "."})
	if err != nil {
		return nil, err
	}
	if name := p.Spec.Profile; p.Hold {
		svc := c.Services[name]
		svc.Entrypoint = types.ShellCommand{"spkit", "hold", "--grace", p.Grace.String()}
		svc.Command = nil
		c.Services[name] = svc
	}
	return ForEngine(ctx, c, r.env.Dir)
}

func (r *serviceRunner) Attach(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	run := &runner.Run{Backend: "compose", Project: proj.Name, Service: p.Spec.Profile, Ranks: 1}
	if len(p.All) > 0 {
		run.Service = ""
	}
	return run, nil
}

func (r *serviceRunner) Start(ctx context.Context, p *runner.Plan) (*runner.Run, error) {
	if err := runner.PrepareDir(filepath.Join(r.env.Dir, p.Spec.Output.Host)); err != nil {
		return nil, err
	}
	proj, err := r.project(ctx, p)
	if err != nil {
		return nil, err
	}
	name := p.Spec.Profile
	if p.Spec.Metrics != nil && !p.Hold {
		r.announceMetrics(proj.Services[name])
	}
	code, err := r.eng.Up(ctx, proj, UpOptions{WaitTimeout: p.WaitTimeout, Detach: p.Detach, Logs: p.Logs, Hold: p.Hold})
	if err != nil {
		return nil, err
	}
	r.remember(proj)
	if !p.Detach && !p.Hold {
		r.rescue(ctx, proj, name)
	}
	return &runner.Run{Backend: "compose", Project: proj.Name, Service: name, Ranks: 1, Code: code, Detached: p.Detach}, nil
}

// announceMetrics names the address the run's metrics are published at.
func (r *serviceRunner) announceMetrics(svc types.ServiceConfig) {
	for _, port := range svc.Ports {
		if port.Name == "metrics" {
			// The container's own line names its bind address (0.0.0.0).
			fmt.Fprintf(r.env.ErrOut, "spkit: metrics at http://%s/metrics (published on this host only)\n", net.JoinHostPort(port.HostIP, port.Published))
		}
	}
}

func (r *serviceRunner) remember(p *types.Project) {
	if r.projects == nil {
		r.projects = map[string]*types.Project{}
	}
	r.projects[p.Name] = p
}

func (r *serviceRunner) State(ctx context.Context, run *runner.Run, dir string) (*runstate.State, error) {
	return r.eng.RunState(ctx, run.Project, run.Service, dir)
}

func (r *serviceRunner) Exec(ctx context.Context, run *runner.Run, o runner.ExecOptions) (int, error) {
	return r.eng.Exec(ctx, run.Project, run.Service, ExecOptions{Cmd: o.Cmd, Env: o.Env, Logs: o.Logs})
}

// Stop removes the run's service (every service of a multi-rank run, or
// of a whole project's run).
func (r *serviceRunner) Stop(ctx context.Context, run *runner.Run, o runner.StopOptions) error {
	p, ok := r.projects[run.Project]
	if !ok {
		return fmt.Errorf("run %s was not started by this runner", run.Project)
	}
	services := []string{run.Service}
	if run.Ranks > 1 {
		services = p.ServiceNames()
	}
	for _, s := range services {
		if err := r.eng.Down(ctx, p, DownOptions{Service: s, Volumes: o.Volumes, Quiet: o.Quiet}); err != nil {
			return err
		}
	}
	delete(r.projects, run.Project)
	return nil
}

func (r *serviceRunner) Status(ctx context.Context, run *runner.Run) error {
	return r.eng.Ps(ctx, run.Project)
}

func (r *serviceRunner) Logs(ctx context.Context, run *runner.Run, o runner.LogsOptions) error {
	return r.eng.Logs(ctx, run.Project, LogsOptions{Service: run.Service, Follow: o.Follow, Tail: o.Tail})
}
