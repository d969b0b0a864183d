package swarm

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/network"
	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// manager is a Swarm manager's API: services, configs and networks are
// created and removed in memory; every task of a service ends at once
// with exit[service name] (0 when unset), and its output is "NAME ran".
type manager struct {
	client.APIClient
	mu       sync.Mutex
	nodes    int
	images   map[string]bool
	exit     map[string]int
	services []swarm.Service
	configs  []swarm.Config
	nets     []network.Summary
	calls    []string
	// createErr fails ServiceCreate.
	createErr error
}

func (m *manager) record(c string) {
	m.mu.Lock()
	m.calls = append(m.calls, c)
	m.mu.Unlock()
}

func (m *manager) DaemonHost() string { return "unix:///var/run/docker.sock" }

func (m *manager) NodeList(context.Context, client.NodeListOptions) (client.NodeListResult, error) {
	m.record("nodes")
	var ns []swarm.Node
	for range m.nodes {
		ns = append(ns, swarm.Node{Status: swarm.NodeStatus{State: swarm.NodeStateReady}, Spec: swarm.NodeSpec{Availability: swarm.NodeAvailabilityActive}})
	}
	return client.NodeListResult{Items: ns}, nil
}

func (m *manager) ImageInspect(_ context.Context, ref string, _ ...client.ImageInspectOption) (client.ImageInspectResult, error) {
	m.record("image " + ref)
	if m.images[ref] {
		return client.ImageInspectResult{}, nil
	}
	return client.ImageInspectResult{}, cerrdefs.ErrNotFound
}

func (m *manager) NetworkInspect(context.Context, string, client.NetworkInspectOptions) (client.NetworkInspectResult, error) {
	return client.NetworkInspectResult{}, cerrdefs.ErrNotFound
}

func (m *manager) NetworkCreate(_ context.Context, name string, _ client.NetworkCreateOptions) (client.NetworkCreateResult, error) {
	m.record("network " + name)
	m.nets = append(m.nets, network.Summary{Network: network.Network{ID: "net-" + name, Name: name}})
	return client.NetworkCreateResult{ID: "net-" + name}, nil
}

func (m *manager) NetworkList(context.Context, client.NetworkListOptions) (client.NetworkListResult, error) {
	return client.NetworkListResult{Items: m.nets}, nil
}

func (m *manager) NetworkRemove(_ context.Context, id string, _ client.NetworkRemoveOptions) (client.NetworkRemoveResult, error) {
	m.record("rm " + id)
	m.nets = slices.DeleteFunc(m.nets, func(n network.Summary) bool { return n.ID == id })
	return client.NetworkRemoveResult{}, nil
}

func (m *manager) ConfigCreate(_ context.Context, o client.ConfigCreateOptions) (client.ConfigCreateResult, error) {
	m.record("config " + o.Spec.Name)
	m.configs = append(m.configs, swarm.Config{ID: "cfg-" + o.Spec.Name, Spec: o.Spec})
	return client.ConfigCreateResult{ID: "cfg-" + o.Spec.Name}, nil
}

func (m *manager) ConfigList(context.Context, client.ConfigListOptions) (client.ConfigListResult, error) {
	return client.ConfigListResult{Items: m.configs}, nil
}

func (m *manager) ConfigRemove(_ context.Context, id string, _ client.ConfigRemoveOptions) (client.ConfigRemoveResult, error) {
	n := len(m.configs)
	m.configs = slices.DeleteFunc(m.configs, func(c swarm.Config) bool { return c.ID == id })
	if len(m.configs) < n {
		m.record("rm " + id)
	}
	return client.ConfigRemoveResult{}, nil
}

func (m *manager) ServiceCreate(_ context.Context, o client.ServiceCreateOptions) (client.ServiceCreateResult, error) {
	if m.createErr != nil {
		return client.ServiceCreateResult{}, m.createErr
	}
	m.record("service " + o.Spec.Name)
	m.mu.Lock()
	m.services = append(m.services, swarm.Service{ID: "svc-" + o.Spec.Name, Spec: o.Spec})
	m.mu.Unlock()
	return client.ServiceCreateResult{ID: "svc-" + o.Spec.Name}, nil
}

func (m *manager) ServiceList(context.Context, client.ServiceListOptions) (client.ServiceListResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return client.ServiceListResult{Items: slices.Clone(m.services)}, nil
}

func (m *manager) ServiceRemove(_ context.Context, id string, _ client.ServiceRemoveOptions) (client.ServiceRemoveResult, error) {
	m.record("rm " + id)
	m.mu.Lock()
	m.services = slices.DeleteFunc(m.services, func(s swarm.Service) bool { return s.ID == id })
	m.mu.Unlock()
	return client.ServiceRemoveResult{}, nil
}

func (m *manager) ServiceUpdate(_ context.Context, id string, _ client.ServiceUpdateOptions) (client.ServiceUpdateResult, error) {
	m.record("scale " + id)
	return client.ServiceUpdateResult{}, nil
}

func (m *manager) ServiceLogs(_ context.Context, id string, _ client.ServiceLogsOptions) (client.ServiceLogsResult, error) {
	return io.NopCloser(bytes.NewReader(fakeengine.Multiplex(1, strings.TrimPrefix(id, "svc-")+" ran\n"))), nil
}

func (m *manager) TaskList(context.Context, client.TaskListOptions) (client.TaskListResult, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var tasks []swarm.Task
	for _, s := range m.services {
		n := 1
		if s.Spec.Mode.Replicated != nil && s.Spec.Mode.Replicated.Replicas != nil {
			n = int(*s.Spec.Mode.Replicated.Replicas)
		}
		for slot := range n {
			tasks = append(tasks, swarm.Task{ServiceID: s.ID, Slot: slot + 1, Status: swarm.TaskStatus{State: swarm.TaskStateComplete,
				ContainerStatus: &swarm.ContainerStatus{ExitCode: m.exit[s.Spec.Name]}}})
		}
	}
	return client.TaskListResult{Items: tasks}, nil
}

// conn is a Docker connection over m.
type conn struct{ m *manager }

func (c conn) Client() client.APIClient { return c.m }

// deployed is the swarm backend's runner over m, in a repository dir.
func deployed(t *testing.T, m *manager) (runner.Runner, string, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	// The trainer config the use case writes before a run.
	cfg := filepath.Join(dir, runspec.GeneratedTrainConfig("cpu", spec(t, "cpu").TrainConfig))
	if err := os.MkdirAll(filepath.Dir(cfg), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, []byte("lr: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	b := Backend(func() (Conn, error) { return conn{m}, nil })
	host := runner.Host{SwarmManager: true, NodeID: "node-0"}
	if !b.Accepts(host, &runner.Plan{Nodes: 2}) || b.Accepts(host, &runner.Plan{Nodes: 1}) || b.Accepts(runner.Host{}, &runner.Plan{Nodes: 2}) {
		t.Error("the swarm backend takes several ranks on a manager, and nothing else")
	}
	r, err := b.New(runner.Env{Dir: dir, Out: &out, ErrOut: &out, Host: host})
	if err != nil {
		t.Fatal(err)
	}
	return r, dir, &out
}

// A stack runs end to end through the backend: the preflight reads the
// nodes and the image, Start prepares the binds, deploys, follows every
// rank to the worst exit code, and Stop removes what the deploy created.
func TestSwarmBackendDeploysFollowsAndRemoves(t *testing.T) {
	m := &manager{nodes: 2, images: map[string]bool{}, exit: map[string]int{"lora-trainer_cpu-n": 3}}
	r, dir, out := deployed(t, m)
	plan := &runner.Plan{Spec: spec(t, "cpu"), Nodes: 3, Image: "registry.example/lora:1"}
	ctx := context.Background()
	if err := r.Check(ctx, plan); err != nil {
		t.Fatal(err)
	}
	run, err := r.Start(ctx, plan)
	if err != nil {
		t.Fatal(err)
	}
	if run.Code != 3 || run.Backend != "swarm" || run.Ranks != 3 {
		t.Errorf("run = %+v: want the worst rank's exit code 3", run)
	}
	if _, err := os.Stat(filepath.Join(dir, "output")); err != nil {
		t.Errorf("the output bind was not made: %v", err)
	}
	for _, want := range []string{"lora-trainer_cpu-0 | lora-trainer_cpu-0 ran", "deploying stack lora-trainer: 3 ranks of cpu"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if !slices.Contains(m.calls, "scale svc-lora-trainer_cpu-0") {
		t.Errorf("a failed rank did not stop the others: %q", m.calls)
	}
	attached, _ := r.Attach(ctx, plan)
	if err := r.Stop(ctx, attached, runner.StopOptions{}); err != nil {
		t.Fatal(err)
	}
	if len(m.services) != 0 || len(m.configs) != 0 || len(m.nets) != 0 {
		t.Errorf("left after Stop: %d services, %d configs, %d networks", len(m.services), len(m.configs), len(m.nets))
	}
}

// Detached, Start returns once deployed and says how to remove it; a
// deploy that fails removes what it created.
func TestSwarmBackendDetachedAndFailedDeploys(t *testing.T) {
	m := &manager{nodes: 1, images: map[string]bool{"lora-trainer:cuda13.0-cpu": true}}
	r, _, out := deployed(t, m)
	plan := &runner.Plan{Spec: spec(t, "cpu"), Nodes: 2, Detach: true, Iface: "eth9", MasterAddr: "10.0.0.1"}
	if err := r.Check(context.Background(), plan); err != nil {
		t.Fatal(err)
	}
	run, err := r.Start(context.Background(), plan)
	if err != nil || !run.Detached || !strings.Contains(out.String(), "spkit down cpu --nodes 2") {
		t.Errorf("detached: %+v, %v\n%s", run, err, out)
	}
	m2 := &manager{nodes: 1, createErr: errors.New("this node is not a swarm manager")}
	r2, _, _ := deployed(t, m2)
	if _, err := r2.Start(context.Background(), &runner.Plan{Spec: spec(t, "cpu"), Nodes: 2}); err == nil || !strings.Contains(err.Error(), "not a swarm manager") {
		t.Errorf("failed deploy: %v", err)
	}
	if len(m2.configs) != 0 || len(m2.nets) != 0 {
		t.Errorf("a failed deploy left %d configs, %d networks", len(m2.configs), len(m2.nets))
	}
}

// The preflight refuses what the swarm cannot run before anything is
// deployed; what a stack cannot do is a user error that says so.
func TestSwarmBackendRefuses(t *testing.T) {
	m := &manager{nodes: 1, images: map[string]bool{}}
	r, _, _ := deployed(t, m)
	ctx := context.Background()
	err := r.Check(ctx, &runner.Plan{Spec: spec(t, "cpu"), Nodes: 4, Image: "registry.example/lora:1"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "4 ranks need at least 3 ready nodes") {
		t.Errorf("too few nodes: %v", err)
	}
	if slices.ContainsFunc(m.calls, func(c string) bool { return strings.HasPrefix(c, "service") }) {
		t.Errorf("deployed after a refusal: %q", m.calls)
	}
	run := &runner.Run{Backend: "swarm"}
	for name, err := range map[string]error{
		"state":  func() error { _, err := r.State(ctx, run, ""); return err }(),
		"exec":   func() error { _, err := r.Exec(ctx, run, runner.ExecOptions{}); return err }(),
		"status": r.Status(ctx, run),
		"logs":   r.Logs(ctx, run, runner.LogsOptions{}),
	} {
		if !errors.Is(err, runner.ErrUnsupported) || errdefs.CodeOf(err) != errdefs.Environment {
			t.Errorf("%s: %v", name, err)
		}
	}
	b := Backend(func() (Conn, error) { return nil, errdefs.New(errdefs.Environment, "no engine", "") })
	if _, err := b.New(runner.Env{}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("no connection: %v", err)
	}
}
