package app

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

func TestUpBuildsAMissingImageThenRuns(t *testing.T) {
	d, eng, b, _ := fixture(t, 100)
	run, err := Up(context.Background(), d, UpRequest{Profile: "cpu", BaseImage: "local/torch:1"})
	if err != nil {
		t.Fatal(err)
	}
	if run.Code != 0 || run.Service != "cpu" {
		t.Errorf("result = %+v", run)
	}
	if len(b.builds) != 1 || b.addrs[0] != "" {
		t.Fatalf("builds = %d on %q, want one on the engine's BuildKit", len(b.builds), b.addrs)
	}
	o := b.builds[0]
	if o.Ref != "lora:cuda13.0-cpu" || o.Stage != "runtime" || !strings.Contains(string(o.Dockerfile), "FROM local/torch:1") {
		t.Errorf("build = ref %q stage %q", o.Ref, o.Stage)
	}
	want := []string{"host", "exists lora:cuda13.0-cpu", "up cpu", "rescue"}
	if !slices.Equal(eng.calls, want) {
		t.Errorf("engine calls = %q, want %q", eng.calls, want)
	}
}

func TestUpUsesAnExistingImageUnlessAskedToBuild(t *testing.T) {
	d, eng, b, _ := fixture(t, 100)
	eng.images["lora:cuda13.0-cpu"] = true
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu"}); err != nil {
		t.Fatal(err)
	}
	if len(b.builds) != 0 {
		t.Fatalf("built %d images for an existing one", len(b.builds))
	}
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu", Build: true}); err != nil {
		t.Fatal(err)
	}
	if len(b.builds) != 1 {
		t.Fatalf("--build built %d images, want 1", len(b.builds))
	}
}

func TestUpWithoutBuilderSaysHowToBuild(t *testing.T) {
	d, eng, _, _ := fixture(t, 100)
	_, err := Up(context.Background(), d, UpRequest{Profile: "cpu", NoBuild: true})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "spkit build --profile cpu") {
		t.Fatalf("err = %v (code %d)", err, errdefs.CodeOf(err))
	}
	if slices.Contains(eng.calls, "up cpu") {
		t.Error("started a container without an image")
	}
}

func TestUpRefusals(t *testing.T) {
	noRuntime := system.Info{}
	tests := []struct {
		name, profile string
		info          *system.Info
		machine       string
		availGiB      int
		force         bool
		wantErr       string // "" means it starts
		wantWarn      string
	}{
		{name: "GPU profile without the NVIDIA runtime", profile: "h100", info: &noRuntime, machine: "h100", availGiB: 100,
			wantErr: "NVIDIA"},
		{name: "unified profile on a discrete GPU", profile: "dgx-spark", machine: "h100", availGiB: 120,
			wantErr: "dgx-spark"},
		{name: "unified profile on a discrete GPU, forced", profile: "dgx-spark", machine: "h100", availGiB: 120, force: true,
			wantWarn: "--force: starting anyway"},
		{name: "too little free memory", profile: "dgx-spark", machine: "gb10", availGiB: 10,
			wantErr: "only 10.0 GiB of memory is available"},
		{name: "too little free memory, forced", profile: "dgx-spark", machine: "gb10", availGiB: 10, force: true,
			wantWarn: "--force"},
		{name: "dgx-spark on a GB10", profile: "dgx-spark", machine: "gb10", availGiB: 120},
		{name: "gh200 on a GH200", profile: "gh200", machine: "gh200", availGiB: 400},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, eng, _, errOut := fixture(t, tc.availGiB)
			if tc.info != nil {
				eng.info = *tc.info
			}
			d.GPU = gputest.Machines[tc.machine].Lister()
			_, err := Up(context.Background(), d, UpRequest{Profile: tc.profile, Force: tc.force})
			started := slices.Contains(eng.calls, "up "+tc.profile)
			if tc.wantErr != "" {
				if err == nil || errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v (code %d), want exit 4 naming %q", err, errdefs.CodeOf(err), tc.wantErr)
				}
				if started || slices.Contains(eng.calls, "exists lora:cuda13.0-"+tc.profile) {
					t.Errorf("refused, yet the engine was asked: %q", eng.calls)
				}
				return
			}
			if err != nil || !started {
				t.Fatalf("err = %v, calls %q: want it started", err, eng.calls)
			}
			if !strings.Contains(errOut.String(), tc.wantWarn) {
				t.Errorf("stderr %q lacks %q", errOut.String(), tc.wantWarn)
			}
		})
	}
}

func TestUpRemoteEngineSkipsLocalFacts(t *testing.T) {
	d, eng, _, _ := fixture(t, 1) // this machine is nearly full, but the engine is elsewhere
	eng.local = false
	d.GPU = gputest.Machines["h100"].Lister()
	if _, err := Up(context.Background(), d, UpRequest{Profile: "dgx-spark"}); err != nil {
		t.Fatalf("a remote engine was judged by this machine's memory and GPU: %v", err)
	}
}

func TestUpFailures(t *testing.T) {
	t.Run("engine unreachable", func(t *testing.T) {
		d, eng, b, _ := fixture(t, 100)
		eng.hostErr = errdefs.New(errdefs.Environment, "the Docker engine at unix:///x does not answer", "start it")
		_, err := Up(context.Background(), d, UpRequest{Profile: "cpu"})
		if errdefs.CodeOf(err) != errdefs.Environment || len(b.builds) != 0 {
			t.Fatalf("err = %v, builds %d", err, len(b.builds))
		}
	})
	t.Run("failed build", func(t *testing.T) {
		d, eng, b, _ := fixture(t, 100)
		b.err = errdefs.New(errdefs.Build, "step 3/9 failed", "")
		_, err := Up(context.Background(), d, UpRequest{Profile: "cpu"})
		if errdefs.CodeOf(err) != errdefs.Build || slices.Contains(eng.calls, "up cpu") {
			t.Fatalf("err = %v, calls %q", err, eng.calls)
		}
	})
	t.Run("failed start", func(t *testing.T) {
		d, eng, _, _ := fixture(t, 100)
		eng.images["lora:cuda13.0-cpu"] = true
		eng.upErr = errdefs.New(errdefs.Runtime, "starting cpu failed", "")
		_, err := Up(context.Background(), d, UpRequest{Profile: "cpu"})
		if !errors.Is(err, eng.upErr) {
			t.Fatalf("err = %v, want the engine's", err)
		}
	})
	t.Run("trainer exit code", func(t *testing.T) {
		d, eng, _, _ := fixture(t, 100)
		eng.images["lora:cuda13.0-cpu"] = true
		eng.upCode = 3
		run, err := Up(context.Background(), d, UpRequest{Profile: "cpu"})
		if err != nil || run.Code != 3 {
			t.Fatalf("run = %+v, %v", run, err)
		}
	})
	t.Run("unknown profile", func(t *testing.T) {
		d, eng, _, _ := fixture(t, 100)
		_, err := Up(context.Background(), d, UpRequest{Profile: "tpu"})
		if err == nil || len(eng.calls) != 0 {
			t.Fatalf("err = %v, calls %q", err, eng.calls)
		}
	})
}

func TestUpAdjustReachesTheRunNotTheImage(t *testing.T) {
	d, eng, b, _ := fixture(t, 100)
	adjust := func(t *project.Target) { t.TrainCommand = append(t.TrainCommand, "--max_train_steps=5") }
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu", Adjust: adjust}); err != nil {
		t.Fatal(err)
	}
	cmd := strings.Join(eng.upped.Services["cpu"].Command, " ")
	if !strings.Contains(cmd, "--max_train_steps=5") {
		t.Errorf("run command %q lacks the run's argument", cmd)
	}
	if strings.Contains(string(b.builds[0].Dockerfile), "max_train_steps") {
		t.Error("the run's argument reached the image")
	}
}

func TestUpWarnsAboutFilesOutsideTheMounts(t *testing.T) {
	d, eng, _, errOut := fixture(t, 100)
	eng.images["lora:cuda13.0-cpu"] = true
	eng.rescued = []string{"/repo/output/rescued-from-container/lora-cpu-1/checkpoints/final.ckpt"}
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"wrote 1 file(s) outside its mounts", "final.ckpt", "volumes.output"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
		}
	}
	eng.calls = nil
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu", Detach: true}); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(eng.calls, "rescue") {
		t.Error("a detached trainer is still running: nothing to rescue yet")
	}
}

// --metrics-port reaches the run (the service's environment and its port
// on the host's loopback, whose URL up prints) and never the image.
func TestUpMetricsPortReachesTheRunNotTheImage(t *testing.T) {
	d, eng, b, errOut := fixture(t, 100)
	port := 9400
	if _, err := Up(context.Background(), d, UpRequest{Profile: "cpu", Flags: runspec.Flags{MetricsPort: &port}}); err != nil {
		t.Fatal(err)
	}
	s := eng.upped.Services["cpu"]
	if v := s.Environment["SPKIT_METRICS_ADDR"]; v == nil || *v != "0.0.0.0:9400" {
		t.Errorf("SPKIT_METRICS_ADDR = %v", v)
	}
	if len(s.Ports) != 1 || s.Ports[0].HostIP != "127.0.0.1" || s.Ports[0].Published != "9400" {
		t.Errorf("ports = %+v, want 127.0.0.1:9400", s.Ports)
	}
	if !strings.Contains(errOut.String(), "spkit: metrics at http://127.0.0.1:9400/metrics") {
		t.Errorf("stderr lacks the metrics URL:\n%s", errOut.String())
	}
	if strings.Contains(string(b.builds[0].Dockerfile), "METRICS") {
		t.Error("the run's metrics setting reached the image")
	}
}
