package app

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/k8s"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/slurm"
	"github.com/spkit-dev/spkit/swarm"
)

// TestEveryBackendStartsInTrainCwd: train.cwd (a documented `cd
// scripts`) is where the trainer starts on every backend: compose's and
// Swarm's working_dir, k8s' workingDir, Slurm's --container-workdir; the
// code stays at /app.
func TestEveryBackendStartsInTrainCwd(t *testing.T) {
	cfg, err := project.Parse([]byte("name: t\ncopy: [\"scripts/\"]\ntrain:\n  command: [python, train.py]\n  cwd: scripts\n"), "spkit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	spec := func(profile string) *runspec.Spec { return spectest.Spec(t, cfg, profile, runspec.Flags{}) }
	const want = "/app/scripts"
	backends := map[string]func() (string, error){
		"compose": func() (string, error) {
			p, err := compose.Render([]*runspec.Spec{spec("cpu")}, compose.Options{})
			if err != nil {
				return "", err
			}
			return p.Services["cpu"].WorkingDir, nil
		},
		"swarm": func() (string, error) {
			p, err := swarm.Render(spec("cpu"), swarm.Options{Nodes: 2, Image: "registry.example:5000/t:1.0"})
			if err != nil || len(p.Services) == 0 {
				return "", err
			}
			for _, s := range p.Services { // one per rank
				if s.WorkingDir != want {
					return s.WorkingDir, nil
				}
			}
			return want, nil
		},
		"k8s": func() (string, error) {
			m, err := k8s.Render(spec("h100"), k8s.Options{Nodes: 2, Image: "registry.example/t:1.0"})
			if err != nil {
				return "", err
			}
			return m.Job.Spec.Template.Spec.Containers[0].WorkingDir, nil
		},
		"slurm": func() (string, error) {
			b, err := slurm.Render(spec("h100"), slurm.Options{Nodes: 2, Iface: "ib0", Image: "registry.example:5000/t:1.0", Time: "01:00:00"})
			if err != nil || !strings.Contains(string(b), "--container-workdir="+want+" ") {
				return string(b), err
			}
			return want, nil
		},
	}
	for name, got := range backends {
		dir, err := got()
		if err != nil || dir != want {
			t.Errorf("%s starts the trainer in %q (%v), want %s", name, dir, err, want)
		}
	}
	if s := spec("cpu"); s.Workdir != "/app" {
		t.Errorf("the code moved: workdir %s", s.Workdir)
	}
}
