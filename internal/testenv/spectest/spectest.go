// Package spectest resolves a renderer test's spkit.yaml fixture into the
// run spec every renderer reads (compose, Kubernetes, Swarm, Slurm), so
// each renderer's tests load their fixture the same way.
package spectest

import (
	"os"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// Config parses the spkit.yaml at path strictly, failing t on an error.
func Config(t testing.TB, path string) *project.Config {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := project.Parse(data, path)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Target resolves cfg for profile against the built-in profiles and matrix.
func Target(t testing.TB, cfg *project.Config, profile string) *project.Target {
	t.Helper()
	tg, err := project.Resolve(cfg, profile, profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatalf("resolving %s: %v", profile, err)
	}
	return tg
}

// Spec is cfg's run spec for profile with a command's flags.
func Spec(t testing.TB, cfg *project.Config, profile string, f runspec.Flags) *runspec.Spec {
	t.Helper()
	s, err := runspec.ResolveFlags(Target(t, cfg, profile), nil, f)
	if err != nil {
		t.Fatalf("resolving the run spec of %s: %v", profile, err)
	}
	return s
}

// Port is --metrics-port N as runspec.Flags.
func Port(n int) runspec.Flags { return runspec.Flags{MetricsPort: &n} }
