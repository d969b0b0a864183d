package images

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bkclient "github.com/moby/buildkit/client"
	digest "github.com/opencontainers/go-digest"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func failedRecorder(errText, logs string) *Recorder {
	rec := NewRecorder()
	now := time.Now()
	ok := digest.FromString("ok")
	bad := digest.FromString("bad")
	rec.Record(&bkclient.SolveStatus{
		Vertexes: []*bkclient.Vertex{
			{Digest: ok, Name: "[builder 1/5] FROM base", Started: &now, Completed: &now, Cached: true},
			{Digest: bad, Name: "[builder 5/5] RUN pip install -r req.txt", Started: &now, Completed: &now, Error: errText},
		},
		Logs: []*bkclient.VertexLog{{Vertex: bad, Data: []byte(logs)}},
	})
	return rec
}

func TestShortStep(t *testing.T) {
	long := "[builder 5/5] RUN --mount=type=cache,target=/root/.cache/pip     --mount=type=secret,id=hf_token     if [ -f /run/secrets/hf_token ]; then export HF_TOKEN; fi && pip install -r /tmp/spkit/requirements.txt"
	got := shortStep(long)
	if len(got) != 100 || !strings.HasSuffix(got, "...") || strings.Contains(got, "  ") {
		t.Errorf("shortStep(long) = %q (%d bytes)", got, len(got))
	}
	if got := shortStep("[builder 5/5] RUN pip install -r req.txt"); got != "[builder 5/5] RUN pip install -r req.txt" {
		t.Errorf("short names must stay whole, got %q", got)
	}
}

func TestSolveErrorRewrites(t *testing.T) {
	bg := context.Background()
	step := failedRecorder(`process "/bin/sh -c pip install" did not complete successfully: exit code: 1`, "Collecting x\nERROR: No matching distribution found for x\n")
	grpc := errors.New("rpc error: code = Unknown desc = failed to solve: process \"/bin/sh -c pip install\" did not complete successfully: exit code: 1")
	tests := []struct {
		name string
		err  error
		rec  *Recorder
		code errdefs.Code
		want string
	}{
		{"failed step", grpc, step, errdefs.Build, `step "[builder 5/5] RUN pip install -r req.txt" failed (exit code: 1)`},
		// Issue #14 item 2: no network is said as such, not as what pip
		// ends with.
		{"pip offline", grpc, failedRecorder(`process "/bin/sh -c pip install" did not complete successfully: exit code: 1`,
			"WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by "+
				"'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /whl/cu130/torch/\n"+
				"ERROR: Cannot install torch==2.9.1 because these package versions have conflicting dependencies.\n"),
			errdefs.Environment, `pip could not reach its package index from the build ("Network is unreachable" in step "[builder 5/5] RUN pip install -r req.txt")`},
		{"pip dns", grpc, failedRecorder(`exit code: 1`, "Could not fetch URL https://pypi.org/simple/x/: ... Temporary failure in name resolution\n"),
			errdefs.Environment, "pip could not reach its package index"},
		{"push refused", errors.New("rpc error: code = Unknown desc = failed to push reg.example.com/t:1: unexpected status: 401 Unauthorized"), nil, errdefs.Build, "the registry refused the push of reg/t:1"},
		{"base image", errors.New("rpc error: code = Unknown desc = failed to solve: nvidia/cuda:13.0.0-runtime: failed to resolve source metadata for docker.io/nvidia/cuda:13.0.0-runtime: failed to do request"), nil, errdefs.Build, "a base image cannot be pulled"},
		{"builder gone", errors.New("rpc error: code = Unavailable desc = connection error: dial unix /run/buildkit/buildkitd.sock: connect: connection refused"), nil, errdefs.Environment, "lost the connection to the buildkitd at unix:///x"},
		{"other", errors.New("rpc error: code = Unknown desc = failed to solve: something odd\nmore detail"), nil, errdefs.Build, "the build failed: something odd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := SolveError(bg, tt.err, tt.rec, "the buildkitd at unix:///x", "reg/t:1")
			if errdefs.CodeOf(err) != tt.code {
				t.Errorf("code = %d, want %d (%v)", errdefs.CodeOf(err), tt.code, err)
			}
			if !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("message = %q, want it to start with %q", err.Error(), tt.want)
			}
			if strings.Contains(err.Error(), "rpc error") || strings.Contains(err.Error(), "\n") {
				t.Errorf("message leaks gRPC framing or spans lines: %q", err.Error())
			}
			if !errors.Is(err, tt.err) {
				t.Errorf("the cause is not kept for --debug")
			}
		})
	}
}

func TestSolveErrorCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := SolveError(ctx, errors.New("rpc error: code = Canceled desc = context canceled"), nil, "b", "r")
	if errdefs.CodeOf(err) != errdefs.Cancelled {
		t.Errorf("cancelled build: code %d, want 130", errdefs.CodeOf(err))
	}
}

func TestRecorderFailedStepLogTail(t *testing.T) {
	var logs strings.Builder
	for i := 1; i <= 40; i++ {
		logs.WriteString("line " + string(rune('a'+i%26)) + "\n")
	}
	rec := failedRecorder("exit code: 2", logs.String())
	step := rec.Failed()
	if step == nil {
		t.Fatal("no failed step recorded")
	}
	lines := step.LastLines(LogTail)
	if len(lines) != LogTail || lines[len(lines)-1] != "line "+string(rune('a'+40%26)) {
		t.Errorf("last lines = %q", lines)
	}
	var out strings.Builder
	showFailedStep(&out, rec)
	if !strings.Contains(out.String(), "RUN pip install") || strings.Count(out.String(), "  | ") != LogTail {
		t.Errorf("failed step report:\n%s", out.String())
	}
	if got := rec.Executed(); len(got) != 1 || !strings.Contains(got[0], "RUN pip") {
		t.Errorf("executed = %q, want only the RUN step (the FROM was cached)", got)
	}
}

func TestCanRun(t *testing.T) {
	binfmt := t.TempDir()
	tests := []struct {
		name     string
		native   string
		want     string
		local    bool
		register string
		ok       bool
	}{
		{"native", "linux/amd64", "linux/amd64", true, "", true},
		{"arm64 variant", "linux/arm64", "linux/arm64/v8", false, "", true},
		{"no qemu", "linux/amd64", "linux/arm64", true, "", false},
		{"qemu enabled", "linux/amd64", "linux/arm64", true, "enabled\ninterpreter /usr/bin/qemu-aarch64\n", true},
		{"qemu disabled", "linux/amd64", "linux/arm64", true, "disabled\n", false},
		{"remote engine", "linux/amd64", "linux/arm64", false, "enabled\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(filepath.Join(binfmt, "qemu-aarch64"))
			if tt.register != "" {
				if err := os.WriteFile(filepath.Join(binfmt, "qemu-aarch64"), []byte(tt.register), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			ok, why := canRun(tt.native, tt.want, tt.local, binfmt)
			if ok != tt.ok {
				t.Errorf("canRun = %v (%s), want %v", ok, why, tt.ok)
			}
		})
	}
	err := platformError("the Docker engine at unix:///var/run/docker.sock", "linux/arm64", "it runs linux/amd64")
	for _, want := range []string{"cannot build linux/arm64", "arm64 machine itself", "--builder", "QEMU"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("platform error %q does not name %q", err, want)
		}
	}
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("platform error code %d, want 4", errdefs.CodeOf(err))
	}
}

func TestEngineRefusesRegistryCacheExport(t *testing.T) {
	b := &EngineBuilder{}
	if err := b.CheckCacheExports([]bkclient.CacheOptionsEntry{{Type: "inline"}}); err != nil {
		t.Errorf("inline cache: %v", err)
	}
	err := b.CheckCacheExports([]bkclient.CacheOptionsEntry{{Type: "registry", Attrs: map[string]string{"ref": "r/c"}}})
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "--builder") {
		t.Errorf("registry cache through the engine = %v, want a usage error naming --builder", err)
	}
}
