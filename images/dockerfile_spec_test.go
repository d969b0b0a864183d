package images_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// guardProfile sets every guard setting a profile can, sources included.
const guardProfile = `name: lab
extends: dgx-spark
guard:
  max_used: 90GB
  min_available: 20%
  interval: 250ms
  grace: 0
  sources: cgroup,tree,gpu
`

func labTarget(t *testing.T, cfg *project.Config) *project.Target {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "lab.yaml"), []byte(guardProfile), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := profiles.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := project.Resolve(cfg, "lab", cat, profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

func trainer(output string) *project.Config {
	return &project.Config{
		Name: "lora-trainer", Copy: []string{"*.py"}, Features: []string{"fastsafetensors"},
		Train:   project.Train{Command: []string{"python", "train.py", "--config", "{config}"}, Config: "train.yaml"},
		Volumes: project.Volumes{Output: output},
	}
}

// renderBoth renders one spec with both renderers: the Dockerfile's
// runtime stage and the compose service.
func renderBoth(t *testing.T, tg *project.Target) (*runspec.Spec, instructions.Stage, map[string]string, []string) {
	t.Helper()
	spec, err := runspec.Resolve(tg, nil)
	if err != nil {
		t.Fatal(err)
	}
	text, err := images.DockerfileFor(tg, spec, images.DockerfileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := parser.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	stages, _, err := instructions.Parse(res.AST, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := compose.Render([]*runspec.Spec{spec}, compose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	svc := p.Services[spec.Profile]
	env := map[string]string{}
	for k, v := range svc.Environment {
		env[k] = strings.ReplaceAll(*v, "$$", "$")
	}
	var targets []string
	for _, v := range svc.Volumes {
		targets = append(targets, v.Target)
	}
	return spec, stages[len(stages)-1], env, targets
}

func imageEnvOf(st instructions.Stage) map[string]string {
	out := map[string]string{}
	for _, cmd := range st.Commands {
		if e, ok := cmd.(*instructions.EnvCommand); ok {
			for _, kv := range e.Env {
				out[kv.Key] = kv.Value
			}
		}
	}
	return out
}

// A profile's guard.sources reached the compose file but not the image, so
// `docker run IMAGE` lost it. Both renderers now write one spec's SPKIT_*
// set: every variable is the same in the image's ENV and in compose's
// environment, and both decode to the spec's guard.
func TestImageEnvMatchesCompose(t *testing.T) {
	spec, st, composeEnv, _ := renderBoth(t, labTarget(t, trainer("")))
	imgEnv := imageEnvOf(st)
	for _, name := range imageenv.Names {
		if imgEnv[name] != composeEnv[name] {
			t.Errorf("%s: image %q, compose %q", name, imgEnv[name], composeEnv[name])
		}
	}
	if imgEnv[imageenv.GuardSources] != "cgroup,tree,gpu" || imgEnv[imageenv.Grace] != "0" || imgEnv[imageenv.MinAvailable] != "20%" {
		t.Errorf("guard in the image: %v", imgEnv)
	}
	for where, env := range map[string]map[string]string{"image": imgEnv, "compose": composeEnv} {
		got, err := imageenv.Decode(func(k string) string { return env[k] })
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		if g, w := got.Guard, spec.Guard(); g.MaxUsed != w.MaxUsed || g.MinAvailable != w.MinAvailable ||
			g.Interval != w.Interval || g.Grace != w.Grace || !g.GraceSet || len(g.Sources) != 3 {
			t.Errorf("%s decodes to guard %+v, want %+v", where, g, w)
		}
	}
}

// Issue #12 item 0: with volumes.output ./checkpoints the trainer writes
// the relative path checkpoints/, so the host folder must be mounted at
// <workdir>/checkpoints (not /app/output), and the image must create that
// folder owned by uid 1000.
func TestOutputMountedWhereTheTrainerWrites(t *testing.T) {
	for output, want := range map[string]string{"./checkpoints": "/app/checkpoints", "": "/app/output", "runs/exp1": "/app/runs/exp1"} {
		spec, st, _, targets := renderBoth(t, labTarget(t, trainer(output)))
		if spec.Output.Target != want || !contains(targets, want) || !contains(spec.MountTargets(), want) {
			t.Errorf("output %q: spec %+v, compose mounts %v; want %s", output, spec.Output, targets, want)
		}
		made := false
		for _, cmd := range st.Commands {
			if r, ok := cmd.(*instructions.RunCommand); ok && strings.Contains(strings.Join(r.CmdLine, " "), "mkdir -p "+want+" ") {
				made = true
			}
		}
		if !made {
			t.Errorf("output %q: the image does not create %s", output, want)
		}
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
