package incontainer

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/supervisor"
)

func runDeps() (*Deps, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return &Deps{In: strings.NewReader(""), Out: &out, ErrOut: &errOut, Now: time.Now,
		NewGPU: func() gpu.Lister { return gputest.Machines["none"].Lister() }}, &out, &errOut
}

// spkit run parses each guard flag over the image's environment and runs
// the trainer to its exit code; a bad value is one usage line (exit 2)
// naming the flag, a bad environment one config line (exit 3).
func TestRunFlagsOverTheEnvironment(t *testing.T) {
	clearGuardEnv(t)
	d, _, errOut := runDeps()
	cmd := NewRunCmd(d, nil)
	cmd.SetArgs([]string{"--max-memory", "1000TiB", "--sources", "tree", "--interval", "100ms", "--grace", "1s", "--", "sh", "-c", "exit 5"})
	err := cmd.Execute()
	if code := errdefs.CodeOf(err); code != 5 {
		t.Errorf("exit code %d (%v), want the trainer's 5; stderr %s", code, err, errOut)
	}
	for flag, value := range map[string]string{"max-memory": "lots", "headroom": "-3%", "max-gpu-memory": "x", "sources": "disk", "interval": "1h", "grace": "soon"} {
		d, _, _ := runDeps()
		cmd := NewRunCmd(d, nil)
		cmd.SetArgs([]string{"--" + flag, value, "--", "true"})
		err := cmd.Execute()
		if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "--"+flag) {
			t.Errorf("--%s %s: %v, want exit 2 naming the flag", flag, value, err)
		}
	}
	t.Setenv(imageenv.GuardInterval, "forever")
	d, _, _ = runDeps()
	cmd = NewRunCmd(d, nil)
	cmd.SetArgs([]string{"--", "true"})
	if err := cmd.Execute(); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), imageenv.GuardInterval) {
		t.Errorf("a bad %s: %v, want exit 3 naming it", imageenv.GuardInterval, err)
	}
}

// A limit no watched source compares is refused before the trainer runs.
func TestRunRefusesALimitNothingCompares(t *testing.T) {
	d, _, _ := runDeps()
	cmd := NewRunCmd(d, nil)
	cmd.SetArgs([]string{"--headroom", "1GiB", "--sources", "tree", "--", "true"})
	if err := cmd.Execute(); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("headroom over tree: %v, want exit 2", err)
	}
}

func TestLimitFlagsNameWhereTheLimitIsSet(t *testing.T) {
	for k, want := range map[supervisor.LimitKind]string{supervisor.LimitMaxGPU: "--max-gpu-memory", supervisor.LimitHeadroom: "--headroom", supervisor.LimitMaxUsed: "--max-memory"} {
		if got := limitFlags(k); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %s", k, got, want)
		}
	}
}

// PrintReport writes text or JSON; a failed report is exit 1.
func TestPrintReport(t *testing.T) {
	ok := &checks.Report{OK: true, Checks: []checks.Check{{Name: "torch", Status: "ok", Reason: "2.9.1"}}}
	var buf bytes.Buffer
	if err := PrintReport(&buf, ok, true); err != nil || !strings.Contains(buf.String(), `"name": "torch"`) {
		t.Errorf("JSON: %v\n%s", err, buf.String())
	}
	buf.Reset()
	bad := &checks.Report{Checks: []checks.Check{{Name: "gpu", Status: "fail", Reason: "no GPU"}}}
	if err := PrintReport(&buf, bad, false); errdefs.CodeOf(err) != errdefs.Failure || !strings.Contains(buf.String(), "no GPU") {
		t.Errorf("text: %v\n%s", err, buf.String())
	}
	if d := ProcessDeps(); d.Out == nil || d.NewGPU == nil || d.Now == nil {
		t.Errorf("ProcessDeps = %+v", d)
	}
}
