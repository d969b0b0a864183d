package app

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/swarm"
)

// fakeEngine records what the use cases asked of the engine.
type fakeEngine struct {
	info    system.Info
	local   bool
	hostErr error
	images  map[string]bool
	upCode  int
	upErr   error
	state   *runstate.State
	// states are run states by directory ("" is state's); exec runs
	// Exec (exit 0 when nil); downErr fails Down.
	states  map[string]*runstate.State
	exec    func(ctx context.Context, o compose.ExecOptions) (int, error)
	execs   []compose.ExecOptions
	upOpts  []compose.UpOptions
	downErr error
	rescued []string
	// calls, in order: "host", "exists REF", "up SERVICE", "state", "down".
	calls []string
	upped *types.Project
	psErr error
	logs  compose.LogsOptions
	// nodes is the multi-node project UpNodes ran, nodesCode its exit
	// code; api is a Swarm manager's API (the swarm backend's).
	nodes     *types.Project
	nodesCode int
	api       client.APIClient
}

func (e *fakeEngine) UpNodes(_ context.Context, p *types.Project, _ compose.UpOptions) (int, error) {
	e.calls = append(e.calls, "up-nodes")
	e.nodes = p
	return e.nodesCode, nil
}

// swarmConn is a Docker connection over a fake API.
type swarmConn struct{ api client.APIClient }

func (c swarmConn) Client() client.APIClient { return c.api }

// fakeBackends is the registry app.Backends lists, over eng.
func fakeBackends(eng *fakeEngine) []runner.Backend {
	e := func() (compose.Engine, error) { return eng, nil }
	return []runner.Backend{
		swarm.Backend(func() (swarm.Conn, error) { return swarmConn{eng.api}, nil }),
		compose.RanksBackend(e),
		compose.Backend(e),
	}
}

func (e *fakeEngine) Host(context.Context) (system.Info, bool, error) {
	e.calls = append(e.calls, "host")
	return e.info, e.local, e.hostErr
}

func (e *fakeEngine) ImageExists(_ context.Context, ref string) (bool, error) {
	e.calls = append(e.calls, "exists "+ref)
	return e.images[ref], nil
}

func (e *fakeEngine) Up(_ context.Context, p *types.Project, o compose.UpOptions) (int, error) {
	e.calls = append(e.calls, "up "+p.ServiceNames()[0])
	e.upped = p
	e.upOpts = append(e.upOpts, o)
	return e.upCode, e.upErr
}

func (e *fakeEngine) RunState(_ context.Context, _, _, dir string) (*runstate.State, error) {
	e.calls = append(e.calls, "state")
	s := e.state
	if dir != "" {
		s = e.states[dir]
	}
	if s == nil {
		return nil, errors.New("no state in " + dir)
	}
	return s, nil
}

func (e *fakeEngine) Exec(ctx context.Context, _, service string, o compose.ExecOptions) (int, error) {
	e.calls = append(e.calls, "exec "+service)
	e.execs = append(e.execs, o)
	if e.exec == nil {
		return 0, nil
	}
	return e.exec(ctx, o)
}

func (e *fakeEngine) Rescue(context.Context, *types.Project, string) ([]string, error) {
	e.calls = append(e.calls, "rescue")
	return e.rescued, nil
}

func (e *fakeEngine) Down(context.Context, *types.Project, compose.DownOptions) error {
	e.calls = append(e.calls, "down")
	return e.downErr
}

// fakeBuilder records builds and "builds" into its engine.
type fakeBuilder struct {
	engine *fakeEngine
	err    error
	builds []images.BuildOptions
	addrs  []string
}

func (b *fakeBuilder) Build(_ context.Context, o images.BuildOptions) (*images.Result, error) {
	b.builds = append(b.builds, o)
	if b.err != nil {
		return nil, b.err
	}
	if b.engine != nil {
		b.engine.images[o.Ref] = true
	}
	return &images.Result{Ref: o.Ref, Digest: "sha256:abc"}, nil
}

const trainerYAML = `name: lora
copy: [train.py]
train:
  command: [python3, train.py]
volumes:
  output: ./output
`

// fixture writes a trainer repository and a /proc tree with plenty of
// free memory, and returns deps over fakes.
func fixture(t *testing.T, availGiB int) (*Deps, *fakeEngine, *fakeBuilder, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "spkit.yaml"), trainerYAML)
	write(t, filepath.Join(dir, "train.py"), "print(1)\n")
	write(t, filepath.Join(dir, "data", "1.txt"), "") // the data folder up mounts
	proc := t.TempDir()
	write(t, filepath.Join(proc, "proc", "meminfo"),
		"MemTotal: 134217728 kB\nMemFree: 1 kB\nMemAvailable: "+strconv.Itoa(availGiB<<20)+" kB\n")
	eng := &fakeEngine{images: map[string]bool{}, local: true,
		info: system.Info{Runtimes: map[string]system.RuntimeWithStatus{"nvidia": {}}}}
	b := &fakeBuilder{engine: eng}
	var errOut bytes.Buffer
	d := &Deps{
		Dir:      dir,
		Engine:   func() (Engine, error) { return eng, nil },
		Backends: fakeBackends(eng),
		Builder: func(addr string) (ImageBuilder, error) {
			b.addrs = append(b.addrs, addr)
			return b, nil
		},
		ProcRoot: proc,
		Out:      &bytes.Buffer{},
		ErrOut:   &errOut,
		Now:      func() time.Time { return time.Unix(0, 0) },
	}
	return d, eng, b, &errOut
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (e *fakeEngine) Ps(_ context.Context, project string) error {
	e.calls = append(e.calls, "ps "+project)
	return e.psErr
}

func (e *fakeEngine) Logs(_ context.Context, project string, o compose.LogsOptions) error {
	e.calls = append(e.calls, "logs "+project+" "+o.Service+" "+o.Tail)
	e.logs = o
	return nil
}
