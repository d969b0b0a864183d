package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	cerrdefs "github.com/containerd/errdefs"

	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/runspec"
)

// The use cases that ask the engine and little else: smoke, ps, logs,
// down, compose.

func TestSmokeRunsValidateInTheImage(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	c := &fakeengine.Client{Created: "smoke-1",
		Logs: map[string]string{"smoke-1": `{"checks":[{"name":"torch","status":"ok","reason":"2.9.1"}],"ok":true}`}}
	d.Checks = func() (EngineChecks, error) { return enginecheck.Checks{API: c}, nil }
	r, err := Smoke(context.Background(), d, SmokeRequest{Image: "lora:cuda13.0-cpu", Profile: "cpu"})
	if err != nil || !r.OK || len(r.Checks) != 1 || r.Checks[0].Name != "torch" {
		t.Fatalf("Smoke = %+v, %v", r, err)
	}
	want := []string{"version", "create lora:cuda13.0-cpu", "wait smoke-1", "start smoke-1", "logs smoke-1", "remove smoke-1"}
	if !slices.Equal(c.Calls(), want) {
		t.Errorf("engine calls = %q, want %q", c.Calls(), want)
	}
	c.CreateErr = cerrdefs.ErrNotFound.WithMessage("no such image")
	if _, err := Smoke(context.Background(), d, SmokeRequest{Image: "lora:nope", Profile: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment ||
		!strings.Contains(err.Error(), "image lora:nope is not in the engine") {
		t.Errorf("missing image: %v", err)
	}
}

func TestSmokeRefusesBeforeTheEngine(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	c := &fakeengine.Client{}
	d.Checks = func() (EngineChecks, error) { return enginecheck.Checks{API: c}, nil }
	for _, tc := range []struct {
		req  SmokeRequest
		code errdefs.Code
	}{
		{SmokeRequest{Image: "Not An Image", Profile: "cpu"}, errdefs.Usage},
		{SmokeRequest{Image: "lora:1", Profile: "h10"}, errdefs.Config},
	} {
		if _, err := Smoke(context.Background(), d, tc.req); errdefs.CodeOf(err) != tc.code {
			t.Errorf("%+v: %v, want exit %d", tc.req, err, tc.code)
		}
	}
	if len(c.Calls()) != 0 {
		t.Errorf("engine calls = %q", c.Calls())
	}
	c.VersionErr = fakeengine.ErrUnreachable
	if _, err := Smoke(context.Background(), d, SmokeRequest{Image: "lora:1", Profile: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable engine: %v", err)
	}
	d.Checks = func() (EngineChecks, error) {
		return nil, errdefs.New(errdefs.Environment, "no engine", "start it")
	}
	if _, err := Smoke(context.Background(), d, SmokeRequest{Image: "lora:1", Profile: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("no connection: %v", err)
	}
}

func TestPsAndLogsAskTheEngineForTheProject(t *testing.T) {
	d, eng, _, _ := fixture(t, 100)
	if err := Ps(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	if err := Logs(context.Background(), d, LogsRequest{Profile: "cpu", Follow: true}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"host", "ps lora", "host", "logs lora cpu all"}; !slices.Equal(eng.calls, want) {
		t.Errorf("engine calls = %q, want %q", eng.calls, want)
	}
	if eng.logs != (compose.LogsOptions{Service: "cpu", Follow: true, Tail: "all"}) {
		t.Errorf("logs options = %+v", eng.logs)
	}
	eng.psErr = errors.New("boom")
	if err := Ps(context.Background(), d); err == nil {
		t.Error("a failed ps succeeded")
	}
}

func TestLogsAndPsRefuseBeforeTheEngine(t *testing.T) {
	d, eng, _, _ := fixture(t, 100)
	for _, tc := range []struct {
		req  LogsRequest
		code errdefs.Code
	}{
		{LogsRequest{Profile: "cpu", Tail: "-1"}, errdefs.Usage},
		{LogsRequest{Profile: "cpu", Tail: "ten"}, errdefs.Usage},
		{LogsRequest{Profile: "h10"}, errdefs.Config},
	} {
		if err := Logs(context.Background(), d, tc.req); errdefs.CodeOf(err) != tc.code {
			t.Errorf("%+v: %v, want exit %d", tc.req, err, tc.code)
		}
	}
	if err := Logs(context.Background(), d, LogsRequest{Profile: "cpu", Tail: "0"}); err != nil {
		t.Errorf("--tail 0: %v", err)
	}
	d.Engine = func() (Engine, error) { return nil, errdefs.New(errdefs.Environment, "no engine", "") }
	if err := Ps(context.Background(), d); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("ps without an engine: %v", err)
	}
	if err := Logs(context.Background(), d, LogsRequest{Profile: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("logs without an engine: %v", err)
	}
	d.Dir = t.TempDir()
	if err := Ps(context.Background(), d); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("ps without spkit.yaml: %v", err)
	}
	if len(eng.calls) != 2 {
		t.Errorf("engine calls = %q", eng.calls)
	}
}

func TestDownAsksTheEngineBeforeWriting(t *testing.T) {
	d, eng, _, _ := fixture(t, 100)
	if err := Down(context.Background(), d, DownRequest{Profile: "cpu", Volumes: true}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"host", "down"}; !slices.Equal(eng.calls, want) {
		t.Errorf("engine calls = %q, want %q", eng.calls, want)
	}
	// A config mistake is reported before the engine is asked; an
	// unreachable engine before anything is written.
	eng.calls = nil
	if err := Down(context.Background(), d, DownRequest{Profile: "h10"}); errdefs.CodeOf(err) != errdefs.Config || len(eng.calls) != 0 {
		t.Errorf("unknown profile: %v, calls %q", err, eng.calls)
	}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "spkit.yaml"), trainerYAML)
	write(t, filepath.Join(dir, "train.py"), "")
	d.Dir = dir
	eng.hostErr = errdefs.New(errdefs.Environment, "the Docker engine does not answer", "")
	if err := Down(context.Background(), d, DownRequest{}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".spkit")); !os.IsNotExist(err) {
		t.Error("down wrote generated files before reaching the engine")
	}
	d.Engine = func() (Engine, error) { return nil, errors.New("no compose") }
	if err := Down(context.Background(), d, DownRequest{}); err == nil {
		t.Error("down without an engine succeeded")
	}
}

func TestComposeWritesWhatPlainComposeNeeds(t *testing.T) {
	d, _, _, errOut := fixture(t, 100)
	out := filepath.Join(d.Dir, "deploy", "compose.yaml")
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	port := 9400
	res, err := Compose(context.Background(), d, ComposeRequest{Profiles: []string{"cpu", "h100"}, Output: out, ShowOverrides: true, Flags: runspec.Flags{MetricsPort: &port}})
	if err != nil {
		t.Fatal(err)
	}
	text := string(res.Data)
	if res.Services != 2 || !strings.Contains(text, "context: ..") || !strings.Contains(text, "9400") {
		t.Errorf("%d services:\n%s", res.Services, text)
	}
	for _, f := range []string{".spkit/generated/cpu/Dockerfile", ".spkit/generated/h100/Dockerfile", "output"} {
		if _, err := os.Stat(filepath.Join(d.Dir, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if !strings.Contains(errOut.String(), "cpu: no train.config, nothing to override") {
		t.Errorf("--show-overrides: %q", errOut)
	}
	// Printed: the repository is ".".
	res, err = Compose(context.Background(), d, ComposeRequest{Profiles: []string{"cpu"}})
	if err != nil || !strings.Contains(string(res.Data), "context: .\n") || res.Services != 1 {
		t.Errorf("printed: %v\n%s", err, res.Data)
	}
}

func TestComposeRefusesAnOutputItCannotWrite(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	_, err := Compose(context.Background(), d, ComposeRequest{Output: filepath.Join(d.Dir, "no", "such", "c.yaml")})
	if errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(d.Dir, ".spkit")); !os.IsNotExist(err) {
		t.Error("files were written before the refusal")
	}
	if _, err := Compose(context.Background(), d, ComposeRequest{Profiles: []string{"h10"}}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("unknown profile: %v", err)
	}
}

func TestRelRepo(t *testing.T) {
	repo := t.TempDir()
	for output, want := range map[string]string{
		"":                                      ".",
		"-":                                     ".",
		filepath.Join(repo, "compose.yaml"):     ".",
		filepath.Join(repo, "deploy", "c.yaml"): "..",
		filepath.Join(filepath.Dir(repo), "c.yaml"): filepath.Base(repo),
	} {
		if got, err := RelRepo(repo, output); err != nil || got != want {
			t.Errorf("RelRepo(%s) = %q, %v; want %q", output, got, err, want)
		}
	}
}
