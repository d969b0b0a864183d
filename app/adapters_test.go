package app

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docker/cli/cli/command"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The adapters: the one Docker connection, the BuildKit session builder.

// dialUnreachable is a Docker connection to an address nothing listens on
// (the client connects only when asked).
func dialUnreachable(t *testing.T) DockerDialer {
	t.Helper()
	t.Setenv("DOCKER_CONTEXT", "")
	t.Setenv("DOCKER_HOST", "tcp://127.0.0.1:1")
	return func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
		return engine.NewCLI(in, out, errOut)
	}
}

func TestDockerConnectsOnceOnFirstUse(t *testing.T) {
	dials := 0
	dial := dialUnreachable(t)
	d := &Docker{Out: io.Discard, ErrOut: io.Discard, Dial: func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
		dials++
		return dial(in, out, errOut)
	}}
	cli, err := d.CLI()
	if err != nil || cli.Client().DaemonHost() != "tcp://127.0.0.1:1" {
		t.Fatalf("CLI = %v, %v", cli, err)
	}
	if c, err := d.Checks(); err != nil || c.Probe(context.Background()).Answers {
		t.Errorf("doctor's probe of nothing answered: %v", err)
	}
	if f, err := d.Runs(); err != nil {
		t.Error(err)
	} else if _, engineErr, _ := f.Find(context.Background(), "lora", ""); errdefs.CodeOf(engineErr) != errdefs.Environment {
		t.Errorf("top's lookup on nothing: %v", engineErr)
	}
	if len(Backends(d)) != 3 {
		t.Errorf("the registry lists %d backends", len(Backends(d)))
	}
	eng, err := d.Engine()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := eng.Host(context.Background()); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Host on nothing: %v", err)
	}
	b, err := d.Builder("")
	if err != nil {
		t.Fatal(err)
	}
	// The engine's BuildKit pings before anything is staged or sent.
	dir := t.TempDir()
	if _, err := b.Build(context.Background(), images.BuildOptions{Dir: dir}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Build on nothing: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("staged %v before reaching the engine", entries)
	}
	remote, err := d.Builder("tcp://buildkitd:1234")
	if sb, ok := remote.(*SessionBuilder); err != nil || !ok || sb.Auth == nil {
		t.Errorf("remote builder = %#v, %v", remote, err)
	} else if rb, ok := sb.B.(*images.RemoteBuilder); !ok || rb.Addr != "tcp://buildkitd:1234" {
		t.Errorf("remote builder wraps %#v", sb.B)
	}
	if dials != 1 {
		t.Errorf("dialled %d times, want once", dials)
	}
}

func TestDockerWithoutAConnection(t *testing.T) {
	d := &Docker{Dial: func(io.ReadCloser, io.Writer, io.Writer) (*command.DockerCli, error) {
		return nil, errdefs.New(errdefs.Environment, "DOCKER_HOST=bogus://x is not usable", "")
	}}
	for name, connect := range map[string]func() error{
		"checks": func() error { _, err := d.Checks(); return err },
		"runs":   func() error { _, err := d.Runs(); return err },
		"swarm":  func() error { _, err := d.swarmConn(); return err },
	} {
		if err := connect(); errdefs.CodeOf(err) != errdefs.Environment {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := d.Engine(); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Engine: %v", err)
	}
	if _, err := d.Builder(""); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Builder: %v", err)
	}
	// The default dial reads DOCKER_HOST.
	t.Setenv("DOCKER_CONTEXT", "")
	t.Setenv("DOCKER_HOST", "bogus://x")
	if _, err := (&Docker{Out: io.Discard, ErrOut: io.Discard}).CLI(); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("bogus DOCKER_HOST: %v", err)
	}
}

// fakeImageBuilder is an images.Builder that refuses every platform.
type fakeImageBuilder struct{ images.Builder }

func (fakeImageBuilder) CheckPlatforms(context.Context, []string) error {
	return errors.New("no arm64 emulation on this builder")
}

func TestSessionBuilderBuildsOnItsBuilder(t *testing.T) {
	b := &SessionBuilder{B: fakeImageBuilder{}}
	dir := t.TempDir()
	_, err := b.Build(context.Background(), images.BuildOptions{Dir: dir, Platforms: []string{"linux/arm64"}})
	if err == nil || !strings.Contains(err.Error(), "no arm64 emulation") {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".spkit")); !os.IsNotExist(err) {
		t.Error("binaries staged for a build the builder refused")
	}
}
