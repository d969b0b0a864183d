package profiles

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/envcheck"
)

func TestDefaultMatrixIsValid(t *testing.T) {
	m := DefaultMatrix()
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(m.Versions(), ","); got != "13.2,13.1,13.0,12.9,12.8,12.6" {
		t.Errorf("versions = %s", got)
	}
	for _, v := range m.Versions() {
		r, _ := m.Release(v)
		if r.Sources["min_driver"] == "" || r.Sources["compute_capability"] == "" {
			t.Errorf("CUDA %s lacks sources", v)
		}
	}
}

// Each mutation breaks one rule Validate enforces.
func TestMatrixValidateRejects(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(m *Matrix)
		want   string
	}{
		{"order", func(m *Matrix) { m.CUDA[0], m.CUDA[1] = m.CUDA[1], m.CUDA[0] }, "newest first"},
		{"image version", func(m *Matrix) { m.CUDA[0].ImageVersion = "12.9.1" }, "not a 13.2 patch"},
		{"unsupported image", func(m *Matrix) { m.CUDA[2].ImageVersion = "13.0.2" }, "CUDA 13.0 builds on 13.0.2, which NVIDIA marks unsupported (newer version available)"},
		{"replacement", func(m *Matrix) { m.UnsupportedImages[0].Replacement = "13.2.7" }, "names 13.2.7, which is not its release's image"},
		{"cc range", func(m *Matrix) { m.CUDA[0].MinComputeCapability = "13.0" }, "compute capability range"},
		{"dropped still supported", func(m *Matrix) { m.CUDA[3].Dropped = []string{"volta"} }, "still in range"},
		{"variant", func(m *Matrix) { m.CUDA[1].Variants = m.CUDA[1].Variants[:2] }, "variant"},
		{"index", func(m *Matrix) { m.CUDA[3].TorchIndex = "https://download.pytorch.org/whl/cu130" }, "torch_index"},
		{"index of another major", func(m *Matrix) { m.CUDA[0].TorchIndex = "https://download.pytorch.org/whl/cu129" }, "torch_index"},
		{"default", func(m *Matrix) { m.DefaultCUDA = "11.8" }, "default_cuda"},
		{"arch", func(m *Matrix) { m.CUDA[1].Torch[0].Arch = []string{"sm_90"} }, "arch"},
		{"source", func(m *Matrix) { delete(m.CUDA[1].Sources, "min_driver") }, "sources.min_driver"},
		{"torch python", func(m *Matrix) { m.CUDA[0].Torch[0].Python = []string{"3.11"} }, "no wheels for any image OS's python"},
		{"torch order", func(m *Matrix) { m.CUDA[3].Torch[0], m.CUDA[3].Torch[4] = m.CUDA[3].Torch[4], m.CUDA[3].Torch[0] }, "newest first"},
		{"base cuda", func(m *Matrix) { m.Bases[0].CUDA = "11.8" }, "unknown CUDA version"},
	}
	for _, tc := range cases {
		m := DefaultMatrix()
		tc.mutate(m)
		err := m.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate() = %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestMatrixLookups(t *testing.T) {
	m := DefaultMatrix()
	volta := mustCC("7.0")
	if got := m.ArchitectureOf(volta); got != "volta" {
		t.Errorf("ArchitectureOf(7.0) = %q", got)
	}
	if got := strings.Join(m.ReleasesSupporting(volta), ","); got != "12.9,12.8,12.6" {
		t.Errorf("ReleasesSupporting(7.0) = %s", got)
	}
	if got := strings.Join(m.ReleasesSupporting(mustCC("12.1")), ","); got != "13.2,13.1,13.0,12.9" {
		t.Errorf("ReleasesSupporting(12.1) = %s", got)
	}
	// Only releases with a torch that fits, best first: the newest such
	// torch (a V100's is on cu126), the newer CUDA among equals.
	for _, c := range []struct {
		q    TorchQuery
		want string
	}{
		{TorchQuery{Platform: "linux/amd64", CC: "7.0"}, "12.6,12.8,12.9"},
		{TorchQuery{Torch: "2.10.0", Platform: "linux/amd64", CC: "7.0"}, "12.8,12.6"},
		{TorchQuery{Torch: "2.14.0", Platform: "linux/amd64", CC: "7.0"}, "12.6"},
		{TorchQuery{Torch: "2.9.1", Platform: "linux/arm64", CC: "9.0"}, "13.1,13.0,12.8,12.6"},
		{TorchQuery{Platform: "linux/arm64", CC: "12.1"}, "13.2,13.1,13.0,12.9"},
		{TorchQuery{Torch: "2.12.1", Platform: "linux/arm64", CC: "12.1"}, "13.2,13.1,13.0,12.9"},
		{TorchQuery{Platform: "linux/amd64", CC: "6.0"}, "12.6,12.8"}, // cu128 2.7.x keeps sm_60; cu129 starts at 2.8
		{TorchQuery{CC: "7.0", Torch: "2.99.0"}, ""},
	} {
		if got := strings.Join(m.ReleasesFor(c.q), ","); got != c.want {
			t.Errorf("ReleasesFor(%+v) = %s, want %s", c.q, got, c.want)
		}
	}
	r, _ := m.Release("12.8")
	if tr := r.FindTorch("2.7"); tr == nil || tr.Torch != "2.7.1" || tr.Torchvision != "0.22.1" {
		t.Errorf("FindTorch(2.7) = %+v", tr)
	}
	if tr := r.FindTorch("2.1"); tr != nil {
		t.Errorf("FindTorch(2.1) = %+v, want nil", tr)
	}
	// 12.8.2, the update NVIDIA supports, has no cuDNN images: the
	// variant without cuDNN is taken (PyTorch's wheels bring cuDNN).
	if got := r.ImageRef("cudnn-devel", "ubuntu24.04"); got != "nvidia/cuda:12.8.2-devel-ubuntu24.04" {
		t.Errorf("ImageRef = %s", got)
	}
	r, _ = m.Release("13.0")
	if got := r.ImageRef("cudnn-devel", "ubuntu24.04"); got != "nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04" {
		t.Errorf("ImageRef = %s", got)
	}
}

// A reference to an update NVIDIA marks unsupported names the supported
// one; others have no notice.
func TestTagNotice(t *testing.T) {
	m := DefaultMatrix()
	for ref, want := range map[string]string{
		"nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04":            "nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04 is a tag NVIDIA marks unsupported (newer version available) and deletes: use nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04",
		"docker.io/nvidia/cuda:13.1.0-base-ubuntu22.04":         "use docker.io/nvidia/cuda:13.1.2-base-ubuntu22.04",
		"nvidia/cuda:12.8.1-cudnn-runtime-ubuntu24.04":          "CUDA 12.8's supported update is 12.8.2, which has no cudnn-runtime image",
		"nvidia/cuda:11.3.1-devel-ubuntu20.04":                  "(last supported TRD end-of-life. Tags will be removed from Dockerhub in six months (May 2024).) and deletes: spkit's matrix names no supported update of CUDA 11.3",
		"nvcr.io/nvidia/cuda:12.6.2-runtime-ubuntu22.04":        "use nvcr.io/nvidia/cuda:12.6.3-runtime-ubuntu22.04",
		"nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04":            "",
		"nvcr.io/nvidia/pytorch:25.11-py3":                      "",
		"nvidia/cuda@sha256:0000000000000000000000000000000000": "",
	} {
		n := m.TagNotice(ref)
		switch {
		case want == "" && n != nil:
			t.Errorf("TagNotice(%s) = %s, want none", ref, n)
		case want != "" && (n == nil || !strings.Contains(n.String(), want)):
			t.Errorf("TagNotice(%s) = %v, want %q", ref, n, want)
		}
	}
}

// The Advisor asks the matrix it is given and, when that one was read
// from a file, the built-in one after it (a copy refreshed before spkit
// read NVIDIA's unsupported list).
func TestAdvisorFallsBackToTheBuiltInMatrix(t *testing.T) {
	const ref = "nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04"
	refreshed := DefaultMatrix()
	refreshed.UnsupportedImages, refreshed.Origin = nil, "/x/matrix.yaml"
	if NewAdvisor(refreshed).TagNotice(ref) == nil {
		t.Error("a refreshed matrix without the list: no notice from the built-in one")
	}
	own := DefaultMatrix()
	own.UnsupportedImages = nil
	if n := NewAdvisor(own).TagNotice(ref); n != nil {
		t.Errorf("the built-in matrix's own value without the list: %s", n)
	}
	if NewAdvisor(nil).TagNotice(ref) == nil {
		t.Error("no matrix given: the built-in one's notice is missing")
	}
}

func TestCC(t *testing.T) {
	for _, bad := range []string{"9", "x.0", "9.x", "0.5"} {
		if _, err := ParseCC(bad); err == nil {
			t.Errorf("ParseCC(%q) succeeded", bad)
		}
	}
	if mustCC("12.1").Cmp(mustCC("9.0")) != 1 || mustCC("8.9").Cmp(mustCC("8.9")) != 0 {
		t.Error("CC.Cmp compares wrongly")
	}
}

// A matrix refreshed by an older spkit carries allocator_keys; it still
// loads, and the keys come from envcheck whatever the file says.
func TestParseMatrixIgnoresOldAllocatorKeys(t *testing.T) {
	old := append(EmbeddedMatrix(), []byte("allocator_keys:\n  - use_uvm\nallocator_sources:\n  keys: old\n")...)
	m, err := ParseMatrix(old)
	if err != nil {
		t.Fatalf("ParseMatrix(old format): %v", err)
	}
	if !slices.Equal(m.AllocatorKeys, envcheck.AllocatorKeys) || m.AllocatorSources != nil {
		t.Errorf("AllocatorKeys = %v, sources %v; want envcheck's %v and none", m.AllocatorKeys, m.AllocatorSources, envcheck.AllocatorKeys)
	}
}
