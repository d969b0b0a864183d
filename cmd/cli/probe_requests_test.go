package cli

import (
	"context"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/cmd/cli/incontainer"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/probe"
)

func TestProbeRequest(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want probeOptions
	}{
		{[]string{"cpu"}, probeOptions{Req: app.ProbeRequest{Profile: "cpu", Steps: 3, Margin: probe.DefaultMargin,
			Params: []probe.Param{{Start: 1, Max: defaultProbeMax}}}}},
		{[]string{"h100", "--param", "batch_size=2..64", "--param", "seq_len", "--ceiling", "6GB", "--margin", "1GB", "--steps", "5",
			"--steps-key", "max_steps", "--json", "--apply", "--base-image", "nvcr.io/nvidia/pytorch:25.01-py3", "--local", "--force",
			"--trial-timeout", "10m", "--no-predict"},
			probeOptions{JSON: true, Req: app.ProbeRequest{Profile: "h100", Steps: 5, StepsKey: "max_steps", Ceiling: 6 << 30,
				Margin: memsize.Headroom{Bytes: 1 << 30}, Apply: true, BaseImage: "nvcr.io/nvidia/pytorch:25.01-py3", Local: true,
				Self: self, Force: true, TrialTimeout: 10 * time.Minute, NoPredict: true,
				Params: []probe.Param{{Name: "batch_size", Start: 2, Max: 64}, {Name: "seq_len", Start: 1, Max: defaultProbeMax}}}}},
	} {
		var got *probeOptions
		run := func(_ context.Context, o *probeOptions) error { got = o; return nil }
		if err := execCmd(t, newProbeCmd(nil, run), c.args...); err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		wantEqual(t, *got, c.want)
	}
	for _, args := range [][]string{{}, {"cpu", "h100"}, {"cpu", "--steps", "0"}, {"cpu", "--trial-timeout", "-1s"},
		{"cpu", "--ceiling", "lots"}, {"cpu", "--margin", "0"}, {"cpu", "--param", "bs=8..4"}, {"cpu", "--param", "bs=1..999999999999"}} {
		var got *probeOptions
		run := func(_ context.Context, o *probeOptions) error { got = o; return nil }
		wantUsage(t, execCmd(t, newProbeCmd(nil, run), args...), got != nil)
	}
}

// spkit ci passes `ci github`'s command line to its seam; alone, it is a
// usage error that runs nothing.
func TestCIRequest(t *testing.T) {
	var got *app.CIGitHubRequest
	run := func(r app.CIGitHubRequest) error { got = &r; return nil }
	if err := execCmd(t, newCICmd(nil, run), "github", "--profiles", "h100", "-o", "-"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, app.CIGitHubRequest{Output: "-", Profiles: []string{"h100"}})
	if err := execCmd(t, newCICmd(nil, run), "github"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, app.CIGitHubRequest{Output: ci.DefaultWorkflowPath})
	got = nil
	wantUsage(t, execCmd(t, newCICmd(nil, run)), got != nil)
	wantUsage(t, execCmd(t, newCICmd(nil, run), "gitlab"), got != nil)
}

// The full spkit's run and validate hand the container side's request to
// their seams.
func TestInContainerRequests(t *testing.T) {
	var run *incontainer.RunRequest
	if err := execCmd(t, newRunCmd(NewFactory(), func(_ context.Context, r incontainer.RunRequest) error { run = &r; return nil }),
		"--max-memory", "1GB", "--sources", "tree", "--", "python", "train.py"); err != nil {
		t.Fatal(err)
	}
	if g := run.Supervisor.Guard; g.MaxUsed != 1<<30 || !reflect.DeepEqual(g.Sources, []guardspec.Source{guardspec.Tree}) ||
		!reflect.DeepEqual(run.Supervisor.Command, []string{"python", "train.py"}) {
		t.Errorf("run request = %+v", run.Supervisor)
	}
	var v *incontainer.ValidateRequest
	if err := execCmd(t, newValidateCmd(NewFactory(), func(_ context.Context, r incontainer.ValidateRequest) error { v = &r; return nil }), "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *v, incontainer.ValidateRequest{JSON: true})
	ran := false
	wantUsage(t, execCmd(t, newHealthcheckCmd(NewFactory(), func() error { ran = true; return nil }), "x"), ran)
}
