package doctor

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/profiles"
)

var (
	engineRunc = EngineStatus{Answers: true, Host: "unix:///var/run/docker.sock", Version: "20.10.24", APIVersion: "1.41",
		Runtimes: []string{"io.containerd.runc.v2", "runc"}, BuildKit: true, BuildKitReason: "engine API 1.41, BuildKit's /grpc endpoint needs 1.39 or newer"}
	engineNVIDIA = EngineStatus{Answers: true, Host: "unix:///var/run/docker.sock", Version: "28.5.1", APIVersion: "1.51",
		Runtimes: []string{"nvidia", "runc"}, BuildKit: true, BuildKitReason: "engine API 1.51, BuildKit's /grpc endpoint needs 1.39 or newer"}
	engineDown = EngineStatus{Host: "unix:///var/run/docker.sock", Error: "the Docker engine at unix:///var/run/docker.sock does not answer",
		Hint: "start it (sudo systemctl start docker) or point DOCKER_HOST at a running engine"}
)

const nvidiaCDI = "cdiVersion: 0.5.0\nkind: nvidia.com/gpu\ndevices:\n- name: all\n"

// doctorCases pair each GPU fixture with a host around it.
var doctorCases = map[string]struct {
	arch   string
	engine EngineStatus
	cdi    bool
	memGiB [2]uint64
	// image is the repository's spkit.yaml as doctor sees it: "" none,
	// "torch X" wheels from cu130, "base" the matrix's NGC image.
	image string
}{
	"gb10":     {"arm64", engineRunc, true, [2]uint64{119, 92}, "torch 2.9.1"},
	"gh200":    {"arm64", engineNVIDIA, false, [2]uint64{480, 450}, "base"},
	"gb200":    {"arm64", engineNVIDIA, false, [2]uint64{884, 800}, "torch 2.11.0"},
	"h100":     {"amd64", engineRunc, false, [2]uint64{2015, 1900}, "torch 2.11.0"},
	"a100":     {"amd64", engineNVIDIA, false, [2]uint64{1007, 950}, ""},
	"rtx4090":  {"amd64", engineNVIDIA, false, [2]uint64{62, 48}, ""},
	"rtx5090":  {"amd64", engineNVIDIA, false, [2]uint64{125, 110}, ""},
	"v100":     {"amd64", engineNVIDIA, false, [2]uint64{503, 480}, ""},
	"nodriver": {"amd64", engineDown, false, [2]uint64{15, 9}, "torch 2.11.0"},
	"gpulost":  {"amd64", engineNVIDIA, false, [2]uint64{2015, 1900}, "torch 2.11.0"},
}

func doctorHost(name string) *Host {
	c := doctorCases[name]
	root := fstest.MapFS{"proc/meminfo": {Data: meminfo(c.memGiB[0], c.memGiB[1])}}
	if c.cdi {
		root["etc/cdi/nvidia.yaml"] = &fstest.MapFile{Data: []byte(nvidiaCDI)}
	}
	return &Host{
		GPU:     gputest.Machines[name].Lister(),
		Root:    root,
		Engine:  func(context.Context) EngineStatus { return c.engine },
		Catalog: profiles.Builtin(),
		Matrix:  profiles.DefaultMatrix(),
		Arch:    c.arch,
		Image:   repoImage(c.image, "linux/"+c.arch),
		Now:     now,
	}
}

func TestDoctorGolden(t *testing.T) {
	for _, name := range gputest.Names() {
		t.Run(name, func(t *testing.T) {
			d := RunDoctor(context.Background(), doctorHost(name))
			goldenFile(t, name+".json", mustJSON(t, d))
			var text bytes.Buffer
			d.WriteText(&text)
			goldenFile(t, name+".txt", text.Bytes())
		})
	}
}

// Decisions that must hold whatever the profile data grows into.
func TestDoctorDecisions(t *testing.T) {
	tests := []struct {
		machine  string
		profile  string // "" = any
		problem  string // substring of some problem; "" = no problems expected
		decision string // substring of some decision's signal
	}{
		{"gb10", "dgx-spark", "", "addressing mode is ATS"},
		{"nodriver", "cpu", "does not answer", "LIBRARY_NOT_FOUND"},
		{"v100", "v100", "not supported by CUDA 13.0", "volta is dropped"},
		{"a100", "a100", "runs CUDA 12.8 at most", "dedicated GPU memory"},
		{"h100", "", "no NVIDIA runtime", "dedicated GPU memory"},
		{"gpulost", "cpu", "GPU_IS_LOST", "GPU_IS_LOST"},
	}
	for _, tt := range tests {
		t.Run(tt.machine, func(t *testing.T) {
			d := RunDoctor(context.Background(), doctorHost(tt.machine))
			if tt.profile != "" && d.Recommendation.Profile != tt.profile {
				t.Errorf("profile = %q, want %q", d.Recommendation.Profile, tt.profile)
			}
			if !someContains(problemTexts(d), tt.problem) {
				t.Errorf("problems %q lack %q", problemTexts(d), tt.problem)
			}
			if tt.problem == "" && len(d.Problems) != 0 {
				t.Errorf("unexpected problems: %q", problemTexts(d))
			}
			var signals []string
			for _, dec := range d.Recommendation.Decisions {
				signals = append(signals, dec.Signal)
			}
			if !someContains(signals, tt.decision) {
				t.Errorf("decisions %q lack %q", signals, tt.decision)
			}
		})
	}
}

func problemTexts(d *Doctor) []string {
	var out []string
	for _, p := range d.Problems {
		out = append(out, p.Problem+" / "+p.Fix)
	}
	return out
}

func someContains(list []string, sub string) bool {
	if sub == "" {
		return true
	}
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// A driver too old for any CUDA is told to upgrade to what the GPU's own
// CUDA needs: a V100 gets 12.6's driver, not 13.0's (which has no Volta).
func TestDoctorDriverAdviceFollowsTheGPU(t *testing.T) {
	for machine, want := range map[string]string{
		"v100": "upgrade the NVIDIA driver to 560.28.03 or newer (CUDA 12.6, the release spkit picks for the Tesla V100",
		"a100": "upgrade the NVIDIA driver to 580.65.06 or newer, or set cuda: \"12.8\"",
	} {
		d := RunDoctor(context.Background(), doctorHost(machine))
		var fixes []string
		for _, p := range d.Problems {
			fixes = append(fixes, p.Fix)
		}
		if !someContains(fixes, want) {
			t.Errorf("%s: fixes %q lack %q", machine, fixes, want)
		}
	}
}
