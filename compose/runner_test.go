package compose

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
)

// The Runner against a fake engine: what it asks of the Compose SDK and
// the engine's API, and what it makes of their answers.

func fakeRunner(t *testing.T, services ...string) (*Runner, *fakeengine.Client, *fakeengine.Compose, *fakeengine.Buffer, *fakeengine.Buffer, *types.Project) {
	t.Helper()
	old := healthPoll
	healthPoll = 5 * time.Millisecond
	t.Cleanup(func() { healthPoll = old })
	eng, svc := &fakeengine.Client{}, &fakeengine.Compose{}
	var out, errOut fakeengine.Buffer
	p := &types.Project{Name: "lora", Services: types.Services{}}
	for _, s := range services {
		p.Services[s] = types.ServiceConfig{Name: s}
	}
	return &Runner{Compose: svc, Engine: eng, Out: &out, ErrOut: &errOut}, eng, svc, &out, &errOut, p
}

// ctr is the service's container as the engine lists it.
func ctr(service, state string) container.Summary {
	return container.Summary{ID: "id-" + service, Names: []string{"/lora-" + service + "-1"}, State: container.ContainerState(state), Status: state + " 5 minutes",
		Labels: map[string]string{api.ProjectLabel: "lora", api.ServiceLabel: service}}
}

func TestUpFollowsTheTrainerToItsExitCode(t *testing.T) {
	r, eng, svc, out, errOut, p := fakeRunner(t, "cpu")
	svc.OnUp = func(*types.Project, api.UpOptions) { eng.Containers = []container.Summary{ctr("cpu", "running")} }
	eng.Logs = map[string]string{"id-cpu": "step 1/2\nstep 2/2\n"}
	eng.Exit = map[string]int64{"id-cpu": 3}
	eng.Inspect = map[string]container.InspectResponse{"id-cpu": {State: &container.State{Running: false}}}
	code, err := r.Up(context.Background(), p, UpOptions{WaitTimeout: time.Minute})
	if err != nil || code != 3 {
		t.Fatalf("Up = %d, %v; want the trainer's 3", code, err)
	}
	if out.String() != "step 1/2\nstep 2/2\n" {
		t.Errorf("output = %q", out)
	}
	if !strings.Contains(errOut.String(), "cpu started; its output follows (the health check reports within 1m0s)") ||
		!strings.Contains(errOut.String(), "the trainer (cpu) exited with code 3") {
		t.Errorf("stderr = %q", errOut)
	}
	if o := svc.Ups[0]; o.Create.Recreate != api.RecreateForce || o.Start.Wait {
		t.Errorf("up options = %+v: want a fresh container, not waiting", o)
	}
}

func TestUpSendsTheTrainerOutputWhereAsked(t *testing.T) {
	r, eng, svc, out, _, p := fakeRunner(t, "cpu")
	svc.OnUp = func(*types.Project, api.UpOptions) { eng.Containers = []container.Summary{ctr("cpu", "running")} }
	eng.Logs = map[string]string{"id-cpu": "loss 1.0\n"}
	var logs bytes.Buffer
	if code, err := r.Up(context.Background(), p, UpOptions{Logs: &logs}); err != nil || code != 0 {
		t.Fatalf("Up = %d, %v", code, err)
	}
	if logs.String() != "loss 1.0\n" || out.Len() != 0 {
		t.Errorf("logs = %q, out = %q", logs.String(), out)
	}
}

func TestUpRefusesAProfileAlreadyRunning(t *testing.T) {
	r, eng, svc, _, _, p := fakeRunner(t, "cpu")
	eng.Containers = []container.Summary{ctr("cpu", "running")}
	_, err := r.Up(context.Background(), p, UpOptions{})
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "profile cpu is already running (running 5 minutes)") ||
		!strings.Contains(err.Error(), "spkit down cpu") {
		t.Errorf("err = %v", err)
	}
	if len(svc.Calls()) != 0 {
		t.Errorf("compose calls = %q, want none", svc.Calls())
	}
}

func TestUpRunsOneProfile(t *testing.T) {
	r, _, _, _, _, p := fakeRunner(t, "cpu", "h100")
	if _, err := r.Up(context.Background(), p, UpOptions{}); err == nil || !strings.Contains(err.Error(), "got 2 services") {
		t.Errorf("err = %v", err)
	}
}

func TestUpDetachedWaitsForHealthy(t *testing.T) {
	r, _, svc, out, errOut, p := fakeRunner(t, "cpu")
	code, err := r.Up(context.Background(), p, UpOptions{Detach: true, WaitTimeout: 2 * time.Minute})
	if err != nil || code != 0 {
		t.Fatalf("Up = %d, %v", code, err)
	}
	if o := svc.Ups[0].Start; !o.Wait || o.WaitTimeout != 2*time.Minute {
		t.Errorf("start options = %+v, want a wait of 2m", o)
	}
	if !strings.Contains(errOut.String(), "waiting for its health check within 2m0s") || !strings.Contains(out.String(), "cpu is running and healthy") {
		t.Errorf("out %q, stderr %q", out, errOut)
	}
}

// A trainer that finished before its first health check is a run, not a
// failed start: its output and exit code are the result.
func TestUpOfATrainerDoneBeforeItsHealthCheck(t *testing.T) {
	r, eng, svc, out, _, p := fakeRunner(t, "cpu")
	svc.UpErr = errors.New("container lora-cpu-1 exited (0)")
	svc.OnUp = func(*types.Project, api.UpOptions) { eng.Containers = []container.Summary{ctr("cpu", "exited")} }
	eng.Logs = map[string]string{"id-cpu": "done\n"}
	if code, err := r.Up(context.Background(), p, UpOptions{}); err != nil || code != 0 || out.String() != "done\n" {
		t.Errorf("Up = %d, %v (output %q)", code, err, out)
	}
	if slices.Contains(svc.Calls(), "down lora cpu") {
		t.Error("the finished run's container was removed")
	}
}

func TestUpFailedStartIsExplainedAndCleanedUp(t *testing.T) {
	r, eng, svc, _, errOut, p := fakeRunner(t, "cpu")
	svc.UpErr = errors.New("container lora-cpu-1 is unhealthy")
	svc.OnUp = func(*types.Project, api.UpOptions) { eng.Containers = []container.Summary{ctr("cpu", "exited")} }
	eng.Logs = map[string]string{"id-cpu": "Traceback: no module named torch\n"}
	_, err := r.Up(context.Background(), p, UpOptions{})
	if err == nil || errdefs.CodeOf(err) == errdefs.OK {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(errOut.String(), "no module named torch") {
		t.Errorf("the container's last lines are not shown: %q", errOut)
	}
	if !slices.Contains(svc.Calls(), "down lora cpu") {
		t.Errorf("compose calls = %q: the failed start was not cleaned up", svc.Calls())
	}
}

func TestUpStopsATrainerThatTurnsUnhealthy(t *testing.T) {
	r, eng, svc, _, errOut, p := fakeRunner(t, "cpu")
	svc.OnUp = func(*types.Project, api.UpOptions) { eng.Containers = []container.Summary{ctr("cpu", "running")} }
	eng.Inspect = map[string]container.InspectResponse{"id-cpu": {State: &container.State{Running: true,
		Health: &container.Health{Status: container.Unhealthy, Log: []*container.HealthcheckResult{{Output: "no GPU visible\nmore"}}}}}}
	// The trainer's output ends only once it is stopped.
	eng.Running = make(chan struct{})
	svc.OnStop = func() { close(eng.Running) }
	_, err := r.Up(context.Background(), p, UpOptions{})
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "profile cpu failed its health check: no GPU visible") {
		t.Fatalf("err = %v", err)
	}
	if !slices.Contains(svc.Calls(), "stop lora cpu") || !strings.Contains(errOut.String(), "stopping the trainer (SIGTERM") {
		t.Errorf("calls %q, stderr %q", svc.Calls(), errOut)
	}
}

func TestFollowErrors(t *testing.T) {
	r, eng, _, _, _, _ := fakeRunner(t, "cpu")
	eng.LogsErr = errors.New("boom")
	if _, err := r.follow(context.Background(), ctr("cpu", "running"), "cpu", nil); err == nil || !strings.Contains(err.Error(), "reading cpu's logs: boom") {
		t.Errorf("logs error: %v", err)
	}
	eng.LogsErr, eng.WaitErr = nil, errors.New("gone")
	if _, err := r.follow(context.Background(), ctr("cpu", "running"), "cpu", nil); err == nil || !strings.Contains(err.Error(), "waiting for cpu: gone") {
		t.Errorf("wait error: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.follow(ctx, ctr("cpu", "running"), "cpu", nil); errdefs.CodeOf(err) != errdefs.Cancelled || !strings.Contains(err.Error(), "the trainer keeps running") {
		t.Errorf("cancelled: %v", err)
	}
}

func TestImageExistsAndHost(t *testing.T) {
	r, eng, _, _, _, _ := fakeRunner(t)
	eng.Images = map[string]bool{"lora:cuda13.0-cpu": true}
	if ok, err := r.ImageExists(context.Background(), "lora:cuda13.0-cpu"); !ok || err != nil {
		t.Errorf("existing image: %v, %v", ok, err)
	}
	if ok, err := r.ImageExists(context.Background(), "lora:other"); ok || err != nil {
		t.Errorf("missing image: %v, %v", ok, err)
	}
	eng.ImageErr = fakeengine.ErrUnreachable
	if _, err := r.ImageExists(context.Background(), "x"); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable engine: %v (exit %d), want 4", err, errdefs.CodeOf(err))
	}
	eng.System.OperatingSystem = "Ubuntu 24.04"
	if info, local, err := r.Host(context.Background()); err != nil || !local || info.OperatingSystem != "Ubuntu 24.04" {
		t.Errorf("Host = %+v, %v, %v", info, local, err)
	}
	eng.Host = "tcp://gpu-box:2375"
	if _, local, _ := r.Host(context.Background()); local {
		t.Error("an engine on tcp://gpu-box is local")
	}
	eng.InfoErr = fakeengine.ErrUnreachable
	if _, _, err := r.Host(context.Background()); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Host on an unreachable engine: %v", err)
	}
}

func TestRunStateIsReadFromTheContainer(t *testing.T) {
	r, eng, _, _, _, _ := fakeRunner(t, "cpu")
	if _, err := r.RunState(context.Background(), "lora", "cpu", ""); errdefs.CodeOf(err) != errdefs.Runtime {
		t.Errorf("no container: %v", err)
	}
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	path := filepath.Join(runstate.Dir, runstate.FileName)
	if _, err := r.RunState(context.Background(), "lora", "cpu", ""); err == nil || !strings.Contains(err.Error(), "reading "+path+" from cpu") {
		t.Errorf("no state file: %v", err)
	}
	eng.Files = map[string][]byte{path: []byte(`{"version":1,"phase":"exited","exit_code":7}`)}
	s, err := r.RunState(context.Background(), "lora", "cpu", "")
	if err != nil || s.ExitCode == nil || *s.ExitCode != 7 {
		t.Errorf("RunState = %+v, %v", s, err)
	}
	eng.Files[path] = []byte("not json")
	if _, err := r.RunState(context.Background(), "lora", "cpu", ""); err == nil {
		t.Error("a broken state file read")
	}
}

func TestPsPrintsTheProjectsContainers(t *testing.T) {
	r, _, svc, out, _, _ := fakeRunner(t)
	svc.Containers = []api.ContainerSummary{
		{Service: "h100", Name: "lora-h100-1", Image: "lora:cuda13.0-h100", State: "running", Health: "healthy"},
		{Service: "cpu", Name: "lora-cpu-1", Image: "lora:cuda13.0-cpu", State: "exited", ExitCode: 7},
	}
	if err := r.Ps(context.Background(), "lora"); err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		rows = append(rows, strings.Join(strings.Fields(l), " "))
	}
	want := []string{"PROFILE CONTAINER IMAGE STATE HEALTH EXIT", "cpu lora-cpu-1 lora:cuda13.0-cpu exited - 7", "h100 lora-h100-1 lora:cuda13.0-h100 running healthy -"}
	if !slices.Equal(rows, want) {
		t.Errorf("ps printed:\n%s", out)
	}
	svc.PsErr = errors.New("boom")
	if err := r.Ps(context.Background(), "lora"); err == nil {
		t.Error("a failed ps printed")
	}
}

func TestLogsPrintOneProfile(t *testing.T) {
	r, eng, svc, out, _, _ := fakeRunner(t)
	if err := r.Logs(context.Background(), "lora", LogsOptions{Service: "cpu"}); errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "spkit up cpu") {
		t.Errorf("no container: %v", err)
	}
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	svc.LogLines = []string{"step 1", "step 2"}
	if err := r.Logs(context.Background(), "lora", LogsOptions{Service: "cpu", Tail: "5"}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "step 1\nstep 2\n" || !slices.Contains(svc.Calls(), "logs lora cpu tail=5") {
		t.Errorf("out %q, calls %q", out, svc.Calls())
	}
	if err := r.Logs(context.Background(), "lora", LogsOptions{Service: "cpu"}); err != nil || !slices.Contains(svc.Calls(), "logs lora cpu tail=all") {
		t.Errorf("default tail: %v, calls %q", err, svc.Calls())
	}
	c := &lineConsumer{out: out, errOut: out}
	out.Reset()
	c.Err("cpu", "warn")
	c.Status("cpu", "Started")
	if out.String() != "warn\ncpu: Started\n" {
		t.Errorf("consumer wrote %q", out)
	}
}

func TestDownSaysWhatItRemoved(t *testing.T) {
	r, _, svc, out, _, p := fakeRunner(t, "cpu")
	svc.Containers = []api.ContainerSummary{{Service: "cpu", Name: "lora-cpu-1"}, {Service: "h100", Name: "lora-h100-1"}}
	if err := r.Down(context.Background(), p, DownOptions{Service: "cpu"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "removed 1 container(s) (lora-cpu-1) of lora") {
		t.Errorf("out = %q", out)
	}
	if d := svc.Downs[0]; d.Volumes || d.RemoveOrphans || !slices.Equal(d.Services, []string{"cpu"}) {
		t.Errorf("down options = %+v", d)
	}
	out.Reset()
	if err := r.Down(context.Background(), p, DownOptions{Quiet: true}); err != nil || out.Len() != 0 {
		t.Errorf("quiet down: %v, said %q", err, out)
	}
	if d := svc.Downs[1]; !d.RemoveOrphans || d.Services != nil {
		t.Errorf("the whole project's down = %+v", d)
	}
}

func TestDownFailures(t *testing.T) {
	r, _, svc, _, _, p := fakeRunner(t, "cpu")
	svc.DownErr = fakeengine.ErrUnreachable
	if err := r.Down(context.Background(), p, DownOptions{}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable: %v", err)
	}
	svc.DownErr = errors.New("conflict: container is restarting\nmore")
	if err := r.Down(context.Background(), p, DownOptions{Service: "cpu"}); errdefs.CodeOf(err) != errdefs.Runtime ||
		!strings.Contains(err.Error(), "stopping cpu failed: conflict: container is restarting") {
		t.Errorf("refused: %v", err)
	}
	svc.DownErr = context.Canceled
	if err := r.Down(context.Background(), p, DownOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// rescueProject is one service whose output folder is bound from the host.
func rescueProject(t *testing.T) (*types.Project, string) {
	t.Helper()
	host := t.TempDir()
	out := "/app/output"
	svc := types.ServiceConfig{Name: "cpu"}
	svc.WorkingDir = "/app"
	svc.Environment = types.MappingWithEquals{imageenv.OutputDir: &out}
	svc.Volumes = []types.ServiceVolumeConfig{
		{Type: types.VolumeTypeBind, Source: host, Target: out},
		{Type: types.VolumeTypeVolume, Source: "hf", Target: "/cache"},
	}
	svc.Tmpfs = []string{"/app/tmp:size=1g"}
	return &types.Project{Name: "lora", Services: types.Services{"cpu": svc}}, host
}

func TestDownRescuesFilesWrittenOutsideTheMounts(t *testing.T) {
	r, eng, svc, _, errOut, _ := fakeRunner(t)
	p, host := rescueProject(t)
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	eng.Changes = []container.FilesystemChange{
		{Path: "/app"}, {Path: "/app/ckpt"}, {Path: "/app/ckpt/model.pt"}, {Path: "/app/output/ok.pt"},
		{Path: "/app/tmp/scratch"}, {Path: "/app/__pycache__/x.pyc"}, {Path: "/etc/hosts"},
	}
	eng.Files = map[string][]byte{"/app/ckpt/model.pt": []byte("weights")}
	if err := r.Down(context.Background(), p, DownOptions{Service: "cpu"}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(host, RescuedDir, "lora-cpu-1", "ckpt", "model.pt"))
	if err != nil || string(got) != "weights" {
		t.Fatalf("rescued file: %q, %v", got, err)
	}
	if !strings.Contains(errOut.String(), "cpu had written 1 file(s) outside its mounts") {
		t.Errorf("stderr = %q", errOut)
	}
	if !slices.Contains(eng.Calls(), "copy id-cpu /app/ckpt/model.pt") || slices.Contains(eng.Calls(), "copy id-cpu /app/output/ok.pt") {
		t.Errorf("engine calls = %q: copy only what no mount holds", eng.Calls())
	}
	if len(svc.Downs) != 1 {
		t.Errorf("downs = %d", len(svc.Downs))
	}
}

func TestDownKeepsAContainerItCannotRescue(t *testing.T) {
	r, eng, svc, _, _, _ := fakeRunner(t)
	p, _ := rescueProject(t)
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	eng.Changes = []container.FilesystemChange{{Path: "/app/ckpt.pt"}}
	eng.CopyErr = errors.New("no space left on device")
	err := r.Down(context.Background(), p, DownOptions{})
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "not removing cpu") || !strings.Contains(err.Error(), "docker cp") {
		t.Errorf("err = %v", err)
	}
	if len(svc.Downs) != 0 {
		t.Error("the container was removed with its files")
	}
	eng.DiffErr, eng.CopyErr = errors.New("boom"), nil
	if _, err := r.Rescue(context.Background(), p, "cpu"); err == nil || !strings.Contains(err.Error(), "listing what cpu wrote") {
		t.Errorf("diff failure: %v", err)
	}
	// Nothing outside the mounts, no container, no such service: nothing
	// to rescue.
	eng.DiffErr, eng.Changes = nil, []container.FilesystemChange{{Path: "/app/output/x"}}
	for _, svc := range []string{"cpu", "h100"} {
		if files, err := r.Rescue(context.Background(), p, svc); err != nil || files != nil {
			t.Errorf("Rescue(%s) = %q, %v", svc, files, err)
		}
	}
	eng.Containers = nil
	if files, err := r.Rescue(context.Background(), p, "cpu"); err != nil || files != nil {
		t.Errorf("no container: %q, %v", files, err)
	}
}

func TestRescueWithoutAnOutputMountSaysSo(t *testing.T) {
	r, eng, _, _, _, _ := fakeRunner(t)
	svc := types.ServiceConfig{Name: "cpu"}
	svc.WorkingDir = "/app"
	p := &types.Project{Name: "lora", Services: types.Services{"cpu": svc}}
	eng.Containers = []container.Summary{ctr("cpu", "exited")}
	eng.Changes = []container.FilesystemChange{{Path: "/app/a.pt"}, {Path: "/app/b.pt"}}
	if _, err := r.Rescue(context.Background(), p, "cpu"); err == nil || !strings.Contains(err.Error(), "wrote 2 files outside its mounts, and it has no output mount") {
		t.Errorf("err = %v", err)
	}
}

func TestUpNodesFollowsEveryRankAndStopsThemWhenOneFails(t *testing.T) {
	r, eng, svc, out, errOut, p := fakeRunner(t, "h100-0", "h100-1")
	svc.OnUp = func(*types.Project, api.UpOptions) {
		eng.Containers = []container.Summary{ctr("h100-0", "running"), ctr("h100-1", "running")}
	}
	eng.Logs = map[string]string{"id-h100-0": "rank 0 step 1\n", "id-h100-1": "rank 1 step 1\n"}
	eng.Exit = map[string]int64{"id-h100-1": 1}
	code, err := r.UpNodes(context.Background(), p, UpOptions{})
	if err != nil || code != 1 {
		t.Fatalf("UpNodes = %d, %v; want the worst rank's 1", code, err)
	}
	for _, want := range []string{"h100-0 | rank 0 step 1\n", "h100-1 | rank 1 step 1\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The other ranks are stopped beside the wait, so it may come after.
	if !errOut.WaitFor("h100-1 failed: stopping the other ranks", 5*time.Second) || !strings.Contains(errOut.String(), "h100-0 exited with code 0") {
		t.Errorf("stderr = %q", errOut)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !slices.Contains(eng.Calls(), "stop id-h100-0") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if !slices.Contains(eng.Calls(), "stop id-h100-0") {
		t.Errorf("engine calls = %q: the other rank was not stopped", eng.Calls())
	}
}

func TestUpNodesDetachedAndFailedStarts(t *testing.T) {
	r, eng, svc, out, _, p := fakeRunner(t, "h100-0", "h100-1")
	if code, err := r.UpNodes(context.Background(), p, UpOptions{Detach: true}); err != nil || code != 0 || !strings.Contains(out.String(), "2 ranks started") {
		t.Errorf("detached: %d, %v, %q", code, err, out)
	}
	// Started, but a rank's container is gone.
	if _, err := r.UpNodes(context.Background(), p, UpOptions{}); errdefs.CodeOf(err) != errdefs.Runtime {
		t.Errorf("missing rank: %v", err)
	}
	svc.UpErr = errors.New("network spkit_default not found")
	if _, err := r.UpNodes(context.Background(), p, UpOptions{}); err == nil || !slices.Contains(svc.Calls(), "down lora h100-0,h100-1") {
		t.Errorf("failed start: %v, calls %q", err, svc.Calls())
	}
	eng.WaitErr = errors.New("gone")
	var said bytes.Buffer
	r.ErrOut = &said
	if c := r.exitCode(context.Background(), "x", &prefixer{mu: &sync.Mutex{}}); c != 1 || !strings.Contains(said.String(), "cannot read the exit code of container x: gone") {
		t.Errorf("unreadable exit code = %d, want 1, said %q", c, said.String())
	}
}
