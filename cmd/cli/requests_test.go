package cli

import (
	"context"
	"io"
	"reflect"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// These tests run one command with a runF that records what the command
// line became: flag parsing and checking, apart from the use case.

// execCmd runs cmd alone with args, as the root runs it.
func execCmd(t *testing.T, cmd *cobra.Command, args ...string) error {
	t.Helper()
	cmd.SetArgs(args)
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	cmd.SetFlagErrorFunc(flagError)
	return cmd.ExecuteContext(context.Background())
}

// wantUsage fails unless err is a usage error (exit 2) and the run was
// not reached.
func wantUsage(t *testing.T, err error, ran bool) {
	t.Helper()
	if errdefs.CodeOf(err) != errdefs.Usage || ran {
		t.Errorf("err = %v (exit %d), ran = %v; want a usage error before the run", err, errdefs.CodeOf(err), ran)
	}
}

func wantEqual[T any](t *testing.T, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("request =\n%+v\nwant\n%+v", got, want)
	}
}

func port(n int) *int { return &n }

func TestDoctorRequest(t *testing.T) {
	var got *doctorOptions
	run := func(_ context.Context, o *doctorOptions) error { got = o; return nil }
	if err := execCmd(t, newDoctorCmd(nil, run), "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, doctorOptions{JSON: true})
	got = nil
	wantUsage(t, execCmd(t, newDoctorCmd(nil, run), "h100"), got != nil)
}

func TestTopRequest(t *testing.T) {
	var got *topOptions
	run := func(_ context.Context, o *topOptions) error { got = o; return nil }
	if err := execCmd(t, newTopCmd(nil, run), "dgx-spark", "--log", "m.jsonl", "--interval", "1s", "--once"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, topOptions{Req: app.TopRequest{Profile: "dgx-spark", Log: "m.jsonl"}, Interval: time.Second, Once: true})
	if err := execCmd(t, newTopCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, topOptions{Interval: 2 * time.Second})
	got = nil
	wantUsage(t, execCmd(t, newTopCmd(nil, run), "--interval", "50ms"), got != nil)
}

func TestReportRequest(t *testing.T) {
	var got app.ReportRequest
	ran := false
	run := func(_ context.Context, r app.ReportRequest) error { got, ran = r, true; return nil }
	if err := execCmd(t, newReportCmd(nil, run), "out/m.jsonl", "-o", "m.svg"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.ReportRequest{Log: "out/m.jsonl", Plot: "m.svg"})
	ran = false
	if err := execCmd(t, newReportCmd(nil, run), "a", "b"); err == nil || ran {
		t.Errorf("two logs: err = %v, ran = %v", err, ran)
	}
}

func TestMatrixRequests(t *testing.T) {
	var got *matrixOptions
	if err := execCmd(t, newMatrixCmd(nil, func(o *matrixOptions) error { got = o; return nil }), "-p", "h100", "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, matrixOptions{Req: app.MatrixRequest{Profile: "h100"}, JSON: true})

	var refresh app.RefreshMatrixRequest
	run := func(_ context.Context, r app.RefreshMatrixRequest) error { refresh = r; return nil }
	if err := execCmd(t, newMatrixRefreshCmd(nil, run), "--repo", "--torch-url", "http://t", "--hub-url", "http://h",
		"--drivers-url", "http://d", "--github-url", "http://g", "--timeout", "5s"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, refresh, app.RefreshMatrixRequest{Repo: true, Timeout: 5 * time.Second,
		Sources: matrixgen.Options{TorchURL: "http://t", HubURL: "http://h", DriversURL: "http://d", GitHubURL: "http://g"}})
	if err := execCmd(t, newMatrixRefreshCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, refresh, app.RefreshMatrixRequest{Timeout: 3 * time.Minute})
}

func TestCIGitHubRequest(t *testing.T) {
	var got app.CIGitHubRequest
	run := func(r app.CIGitHubRequest) error { got = r; return nil }
	if err := execCmd(t, newCIGitHubCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.CIGitHubRequest{Output: ci.DefaultWorkflowPath})
	if err := execCmd(t, newCIGitHubCmd(nil, run), "-o", "-", "--profiles", "cpu,h100", "--platforms", "linux/arm64",
		"--registry", "ghcr.io/acme", "--gpu-runner", "self-hosted,gpu", "--pin-sha", "--qemu", "--check", "--spkit-version", "v1"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.CIGitHubRequest{Output: "-", Profiles: []string{"cpu", "h100"}, Platforms: []string{"linux/arm64"},
		Registry: "ghcr.io/acme", GPURunner: []string{"self-hosted", "gpu"}, PinSHA: true, QEMU: true, Check: true, SpkitVersion: "v1"})
}

func TestSmokeRequest(t *testing.T) {
	var got *smokeOptions
	run := func(_ context.Context, o *smokeOptions) error { got = o; return nil }
	if err := execCmd(t, newSmokeCmd(nil, run), "lora:1"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, smokeOptions{Req: app.SmokeRequest{Image: "lora:1", Profile: "cpu"}})
	if err := execCmd(t, newSmokeCmd(nil, run), "lora:1", "--profile", "h100", "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, smokeOptions{Req: app.SmokeRequest{Image: "lora:1", Profile: "h100"}, JSON: true})
	got = nil
	wantUsage(t, execCmd(t, newSmokeCmd(nil, run)), got != nil)
}

func TestPsAndLogsRequests(t *testing.T) {
	ran := false
	ps := func(context.Context) error { ran = true; return nil }
	if err := execCmd(t, newPsCmd(nil, ps)); err != nil || !ran {
		t.Fatalf("ps: err %v, ran %v", err, ran)
	}
	ran = false
	wantUsage(t, execCmd(t, newPsCmd(nil, ps), "cpu"), ran)

	var got app.LogsRequest
	ran = false
	logs := func(_ context.Context, r app.LogsRequest) error { got, ran = r, true; return nil }
	if err := execCmd(t, newLogsCmd(nil, logs), "cpu"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.LogsRequest{Profile: "cpu", Tail: "all"})
	if err := execCmd(t, newLogsCmd(nil, logs), "h100", "-f", "--tail", "20"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.LogsRequest{Profile: "h100", Follow: true, Tail: "20"})
	ran = false
	wantUsage(t, execCmd(t, newLogsCmd(nil, logs)), ran)
}

func TestProfilesRequests(t *testing.T) {
	lists := 0
	list := func() error { lists++; return nil }
	if err := execCmd(t, newProfilesCmd(nil, list)); err != nil {
		t.Fatal(err)
	}
	if err := execCmd(t, newProfilesListCmd(nil, list)); err != nil {
		t.Fatal(err)
	}
	if lists != 2 {
		t.Errorf("profiles and profiles list ran the list %d times, want 2", lists)
	}
	var got *profilesShowOptions
	show := func(o *profilesShowOptions) error { got = o; return nil }
	if err := execCmd(t, newProfilesShowCmd(nil, show), "h100", "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, profilesShowOptions{Name: "h100", JSON: true})
	got = nil
	wantUsage(t, execCmd(t, newProfilesShowCmd(nil, show)), got != nil)
}

func TestDownRequest(t *testing.T) {
	var got *downOptions
	run := func(_ context.Context, o *downOptions) error { got = o; return nil }
	if err := execCmd(t, newDownCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, downOptions{})
	if err := execCmd(t, newDownCmd(nil, run), "cpu", "-v"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, downOptions{Req: app.DownRequest{Profile: "cpu", Volumes: true}})
	if err := execCmd(t, newDownCmd(nil, run), "h100", "--nodes", "2"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, downOptions{Req: app.DownRequest{Profile: "h100"}, Nodes: 2, NodesSet: true})
	for _, args := range [][]string{{"a", "b"}, {"--nodes", "2"}, {"cpu", "--nodes", "0"}, {"cpu", "--nodes", "-1"}} {
		got = nil
		wantUsage(t, execCmd(t, newDownCmd(nil, run), args...), got != nil)
	}
}

func TestComposeRequest(t *testing.T) {
	var got *composeOptions
	run := func(_ context.Context, o *composeOptions) error { got = o; return nil }
	if err := execCmd(t, newComposeCmd(nil, run), "cpu", "h100", "-o", "c.yml", "--show-overrides", "--metrics-port", "9400"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, composeOptions{Req: app.ComposeRequest{Profiles: []string{"cpu", "h100"}, Output: "c.yml", ShowOverrides: true,
		Flags: runspec.Flags{MetricsPort: port(9400)}}})
	if err := execCmd(t, newComposeCmd(nil, run), "h100", "--nodes", "4", "--iface", "ib0", "--image", "reg/lora:1", "--master-addr", "10.0.0.1"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, composeOptions{Req: app.ComposeRequest{Profiles: []string{"h100"}},
		Nodes: nodesFlags{Set: true, Nodes: 4, Iface: "ib0", Image: "reg/lora:1", MasterAddr: "10.0.0.1"}})
	for _, args := range [][]string{{"h100", "--nodes", "1"}, {"h100", "--iface", "a b"}, {"h100", "--image", "Not An Image"}, {"--metrics-port", "70000"}} {
		got = nil
		wantUsage(t, execCmd(t, newComposeCmd(nil, run), args...), got != nil)
	}
}

func TestUpRequest(t *testing.T) {
	var got *upOptions
	run := func(_ context.Context, o *upOptions) error { got = o; return nil }
	if err := execCmd(t, newUpCmd(nil, run), "cpu"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, upOptions{Req: app.UpRequest{Profile: "cpu", WaitTimeout: 10 * time.Minute}})
	if err := execCmd(t, newUpCmd(nil, run), "h100", "--build", "--base-image", "local/torch:1", "--wait-timeout", "0", "--force",
		"--cuda", "12.9", "--torch", "2.9.1", "-d", "--metrics-port", "0", "--nodes", "2"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, upOptions{Req: app.UpRequest{Profile: "h100", Build: true, BaseImage: "local/torch:1", Force: true, Detach: true,
		Pins: app.Pins{CUDA: "12.9", Torch: "2.9.1"}, Flags: runspec.Flags{MetricsPort: port(0)}}, Nodes: nodesFlags{Set: true, Nodes: 2}})
	for _, args := range [][]string{{}, {"cpu", "--wait-timeout", "-1s"}, {"cpu", "--nodes", "0"}} {
		got = nil
		wantUsage(t, execCmd(t, newUpCmd(nil, run), args...), got != nil)
	}
}

func TestTrainRequest(t *testing.T) {
	var got *trainOptions
	run := func(_ context.Context, o *trainOptions) error { got = o; return nil }
	if err := execCmd(t, newTrainCmd(&Factory{}, run), "cpu", "--max-memory", "20GB", "--headroom", "10%", "--guard-sources", "meminfo,gpu",
		"--build", "--", "--epochs", "2"); err != nil {
		t.Fatal(err)
	}
	if got.Req.Up.Profile != "cpu" || !got.Req.Up.Build || got.Req.Up.WaitTimeout != 10*time.Minute || got.Req.Up.Adjust == nil {
		t.Fatalf("request = %+v", got.Req.Up)
	}
	// The run-only flags change the target the run uses, and only those
	// parts of it.
	tgt := &project.Target{TrainCommand: []string{"python", "train.py"}}
	tgt.Guard.MinAvailable, _ = memsize.ParseHeadroom("4GB")
	got.Req.Up.Adjust(tgt)
	if want := []string{"python", "train.py", "--epochs", "2"}; !reflect.DeepEqual(tgt.TrainCommand, want) {
		t.Errorf("train command = %q, want %q", tgt.TrainCommand, want)
	}
	if tgt.Guard.MaxUsed != 20<<30 || tgt.Guard.MinAvailable.String() != "10%" || len(tgt.Guard.Sources) != 2 {
		t.Errorf("guard = %+v", tgt.Guard)
	}
	for _, args := range [][]string{{}, {"cpu", "gpu"}, {"cpu", "--max-memory", "lots"}, {"cpu", "--headroom", "-5%"}, {"cpu", "--guard-sources", "disk"}} {
		got = nil
		wantUsage(t, execCmd(t, newTrainCmd(&Factory{}, run), args...), got != nil)
	}
}

func TestBuildRequest(t *testing.T) {
	t.Setenv("HF_TOKEN", "x")
	var got app.BuildRequest
	ran := false
	run := func(_ context.Context, r app.BuildRequest) error { got, ran = r, true; return nil }
	if err := execCmd(t, newBuildCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.BuildRequest{Stage: images.StageRuntime, Progress: "auto", BuildArgs: map[string]string{}})
	if err := execCmd(t, newBuildCmd(nil, run), "--profile", "h100", "--cuda", "12.9", "--torch", "base", "--platform", "linux/arm64",
		"-t", "reg/lora:1", "--target", "devel", "--push", "--no-cache", "--builder", "tcp://bk:1234", "--base-image", "local/torch:1",
		"--progress", "plain", "--build-arg", "A=1", "--secret", "id=hf,env=HF_TOKEN", "--cache-from", "reg/cache", "--cache-to", "type=registry,ref=reg/cache,mode=max"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got, app.BuildRequest{Profile: "h100", CUDA: "12.9", Torch: "base", Platform: "linux/arm64", Tag: "reg/lora:1", Stage: "devel",
		Push: true, NoCache: true, Builder: "tcp://bk:1234", BaseImage: "local/torch:1", Progress: "plain", BuildArgs: map[string]string{"A": "1"},
		Secrets:   []images.Secret{{ID: "hf", Env: "HF_TOKEN"}},
		CacheFrom: []images.CacheSpec{{Type: "registry", Attrs: map[string]string{"ref": "reg/cache"}}},
		CacheTo:   []images.CacheSpec{{Type: "registry", Attrs: map[string]string{"ref": "reg/cache", "mode": "max"}}}})
	for _, args := range [][]string{{"x"}, {"--progress", "fancy"}, {"--builder", "ssh://h"}, {"-t", "Bad Tag"}, {"--platform", ","},
		{"--secret", "id=hf,env=SPKIT_NOT_SET_ANYWHERE"}, {"--build-arg", "novalue"}, {"--base-image", "a b"}} {
		ran = false
		wantUsage(t, execCmd(t, newBuildCmd(nil, run), args...), ran)
	}
}

func TestDockerfileRequest(t *testing.T) {
	var got *dockerfileOptions
	run := func(o *dockerfileOptions) error { got = o; return nil }
	if err := execCmd(t, newDockerfileCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, dockerfileOptions{Req: app.DockerfileRequest{Stage: images.StageRuntime}})
	if err := execCmd(t, newDockerfileCmd(nil, run), "--profile", "cpu", "--cuda", "12.9", "--torch", "base", "--base-image", "local/torch:1",
		"--target", "devel", "--syntax", "--dockerignore"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, dockerfileOptions{Req: app.DockerfileRequest{Profile: "cpu", CUDA: "12.9", Torch: "base", BaseImage: "local/torch:1",
		Stage: images.StageDevel, Syntax: true}, Dockerignore: true})
	for _, args := range [][]string{{"--target", "test"}, {"--base-image", "a b"}, {"cpu"}} {
		got = nil
		wantUsage(t, execCmd(t, newDockerfileCmd(nil, run), args...), got != nil)
	}
}
