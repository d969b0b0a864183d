package enginecheck

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/profiles"
)

const okReport = `{"checks":[{"name":"torch","status":"ok","reason":"2.9.1"}],"ok":true}`

func profile(t *testing.T, name string) *profiles.Profile {
	t.Helper()
	p, err := profiles.Builtin().Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Doctor's engine section: the version, the runtimes sorted, BuildKit
// judged by the API version; an engine that does not answer is the
// section's error with a hint, never a failure of doctor.
func TestProbeEngine(t *testing.T) {
	c := &fakeengine.Client{System: system.Info{Runtimes: map[string]system.RuntimeWithStatus{"runc": {}, "nvidia": {}}, CDISpecDirs: []string{"/etc/cdi"}}}
	st := Checks{API: c}.Probe(context.Background())
	if !st.Answers || st.Version != "28.0.0" || !slices.Equal(st.Runtimes, []string{"nvidia", "runc"}) || !st.BuildKit || st.CDISpecDirs[0] != "/etc/cdi" {
		t.Errorf("status = %+v", st)
	}
	c.InfoErr = errors.New("info failed")
	if st := ProbeEngine(c)(context.Background()); !st.Answers || len(st.Runtimes) != 0 {
		t.Errorf("an engine that answers the ping but not info: %+v", st)
	}
	c.VersionErr = fakeengine.ErrUnreachable
	st = ProbeEngine(c)(context.Background())
	if st.Answers || st.Error == "" || st.Hint == "" || st.Host != c.DaemonHost() {
		t.Errorf("unreachable: %+v", st)
	}
}

// Smoke creates the container with the profile's GPU request, starts it,
// reads validate's report from its output and removes it.
func TestSmokeReadsValidatesReport(t *testing.T) {
	c := &fakeengine.Client{Created: "smoke-1", Logs: map[string]string{"smoke-1": okReport}}
	r, err := Checks{API: c}.Smoke(context.Background(), "lora:1", profile(t, "cpu"))
	if err != nil || !r.OK || r.Checks[0].Name != "torch" {
		t.Fatalf("Smoke = %+v, %v", r, err)
	}
	want := []string{"version", "create lora:1", "wait smoke-1", "start smoke-1", "logs smoke-1", "remove smoke-1"}
	if !slices.Equal(c.Calls(), want) {
		t.Errorf("calls = %q, want %q", c.Calls(), want)
	}
	if env := smokeEnv(profile(t, "cpu")); !slices.Equal(env, []string{imageenv.GPUCount + "=0"}) {
		t.Errorf("cpu smoke env = %q", env)
	}
	if env := smokeEnv(profile(t, "h100")); env != nil {
		t.Errorf("a GPU profile's smoke env = %q", env)
	}
}

// Each way a smoke run fails is one error with its exit code, and the
// container is removed whenever it was created.
func TestSmokeFailures(t *testing.T) {
	for name, tc := range map[string]struct {
		set  func(c *fakeengine.Client)
		code errdefs.Code
		want string
	}{
		"unreachable":   {func(c *fakeengine.Client) { c.VersionErr = fakeengine.ErrUnreachable }, errdefs.Environment, ""},
		"no image":      {func(c *fakeengine.Client) { c.CreateErr = cerrdefs.ErrNotFound.WithMessage("no such image") }, errdefs.Environment, "image lora:1 is not in the engine"},
		"create fails":  {func(c *fakeengine.Client) { c.CreateErr = errors.New("disk full") }, errdefs.Runtime, "cannot create the smoke container: disk full"},
		"no runtime":    {func(c *fakeengine.Client) { c.StartErr = errors.New(`could not select device driver "nvidia"`) }, errdefs.Environment, "no NVIDIA runtime"},
		"no report":     {func(c *fakeengine.Client) { c.Logs["smoke-1"] = "exec: spkit: not found\n" }, errdefs.Runtime, "printed no report in the image: exec: spkit: not found"},
		"logs fail":     {func(c *fakeengine.Client) { c.LogsErr = errors.New("gone") }, errdefs.Failure, "reading the smoke container's output: gone"},
		"the wait ends": {func(c *fakeengine.Client) { c.WaitErr = errors.New("wait broke") }, errdefs.Failure, "waiting for the smoke container: wait broke"},
	} {
		t.Run(name, func(t *testing.T) {
			c := &fakeengine.Client{Created: "smoke-1", Logs: map[string]string{"smoke-1": okReport}}
			tc.set(c)
			_, err := Checks{API: c}.Smoke(context.Background(), "lora:1", profile(t, "cpu"))
			if err == nil || (tc.code != errdefs.Failure && errdefs.CodeOf(err) != tc.code) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v (code %d), want code %d with %q", err, errdefs.CodeOf(err), tc.code, tc.want)
			}
			created := slices.Contains(c.Calls(), "create lora:1") && c.CreateErr == nil
			if created != slices.Contains(c.Calls(), "remove smoke-1") {
				t.Errorf("calls = %q: a created container must be removed", c.Calls())
			}
		})
	}
}

func TestLastLine(t *testing.T) {
	if got := lastLine("a\nb\n\n"); got != "b" {
		t.Errorf("lastLine = %q", got)
	}
	if got := lastLine("only"); got != "only" {
		t.Errorf("lastLine = %q", got)
	}
}
