package profiles

import (
	"slices"
	"strings"
	"testing"
)

// The combinations issue #19 names, accepted or refused as PyTorch's wheel
// indexes say, per platform and GPU.
func TestResolveTorchPerPlatform(t *testing.T) {
	m := DefaultMatrix()
	amd64, arm64 := "linux/amd64", "linux/arm64"
	ok := []struct {
		name string
		q    TorchQuery
		want string
	}{
		{"cu129 2.9.1 on amd64", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: amd64, CC: "9.0"}, "2.9.1"},
		{"cu129 2.9.0 on amd64", TorchQuery{CUDA: "12.9", Torch: "2.9.0", Platform: amd64, CC: "8.0"}, "2.9.0"},
		{"cu129 2.8.0 on arm64", TorchQuery{CUDA: "12.9", Torch: "2.8.0", Platform: arm64, CC: "12.1"}, "2.8.0"},
		{"cu128 2.10.0 on V100", TorchQuery{CUDA: "12.8", Torch: "2.10.0", Platform: amd64, CC: "7.0"}, "2.10.0"},
		{"cu128 2.11.0 on H100", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: amd64, CC: "9.0"}, "2.11.0"},
		{"cu128 2.11.0 on arm64", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: arm64, CC: "9.0"}, "2.11.0"},
		{"cu126 2.11.0 on V100", TorchQuery{CUDA: "12.6", Torch: "2.11.0", Platform: amd64, CC: "7.0"}, "2.11.0"},
		{"13.1 takes the cu130 wheels", TorchQuery{CUDA: "13.1", Torch: "2.11", Platform: arm64, CC: "12.1"}, "2.11.0"},
		{"newest for V100 on cu128", TorchQuery{CUDA: "12.8", Platform: amd64, CC: "7.0"}, "2.10.0"},
		{"newest for GB10 on cu129", TorchQuery{CUDA: "12.9", Platform: arm64, CC: "12.1"}, "2.8.0"},
		{"GB10 runs sm_120 cubins", TorchQuery{CUDA: "13.0", Torch: "2.9.1", Platform: arm64, CC: "12.1"}, "2.9.1"},
	}
	for _, c := range ok {
		tr, err := m.ResolveTorch(c.q)
		if err != nil || tr.Torch != c.want {
			t.Errorf("%s: got %+v, %v; want torch %s", c.name, tr, err, c.want)
		}
	}
	refused := []struct {
		name string
		q    TorchQuery
		want []string
	}{
		{"cu129 2.9.1 on GH200", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200", "or torch 2.8.0 with cuda 12.9"}},
		{"cu129 2.9.1 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark"}},
		{"cu128 2.11.0 on V100", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.11.0's cu128 wheels are not built for compute capability 7.0 (volta", "use cuda 12.6 for v100", "or torch 2.10.0 with cuda 12.8"}},
		{"cu129 2.11.0", TorchQuery{CUDA: "12.9", Torch: "2.11.0", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"torch 2.11.0 is not built for CUDA 12.9", "cu129 has torch 2.9.1, 2.9.0, 2.8.0", "set cuda: 13.0 for torch 2.11.0"}},
		{"cu130 2.6", TorchQuery{CUDA: "13.0", Torch: "2.6", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"cu130 wheels start at torch 2.9.0", "use cuda 12.6 for h100"}},
		{"python without wheels", TorchQuery{CUDA: "12.8", Torch: "2.9.0", Platform: amd64, Python: "3.9"},
			[]string{"torch 2.9.0 has no cu128 wheels for python 3.9 on amd64"}},
		// A release after the matrix was made is not called unbuilt.
		{"newer than the matrix", TorchQuery{CUDA: "13.0", Torch: "2.99.0", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"torch 2.99.0 is newer than every release in spkit's version matrix (newest known: ", "spkit matrix refresh"}},
	}
	for _, c := range refused {
		_, err := m.ResolveTorch(c.q)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %v lacks %q", c.name, err, w)
			}
		}
	}
}

func TestTorchCovers(t *testing.T) {
	tr := &TorchRelease{Arch: []string{"7.5", "9.0", "12.0+PTX"}}
	for cc, want := range map[string]bool{"7.5": true, "7.0": false, "8.6": false, "9.0": true, "10.0": false, "12.1": true, "13.0": true} {
		if got := tr.Covers(mustCC(cc)); got != want {
			t.Errorf("Covers(%s) = %v, want %v", cc, got, want)
		}
	}
}

func TestArchList(t *testing.T) {
	got := ArchList([]string{"7.5", "9.0", "10.0", "12.0+PTX", "bogus"})
	want := []string{"sm_75", "sm_90", "sm_100", "sm_120", "compute_120"}
	if !slices.Equal(got, want) {
		t.Errorf("ArchList = %v, want %v", got, want)
	}
	if ArchList(nil) != nil {
		t.Error("an empty list must stay nil (unknown)")
	}
}

func TestUseMatrix(t *testing.T) {
	t.Cleanup(func() { UseMatrix(nil, "") })
	if err := UseMatrix([]byte("cuda: []\n"), "bad"); err == nil {
		t.Fatal("UseMatrix took an invalid matrix")
	}
	data := strings.Replace(string(EmbeddedMatrix()), `default_cuda: "13.0"`, `default_cuda: "12.8"`, 1)
	if err := UseMatrix([]byte(data), "/x/matrix.yaml"); err != nil {
		t.Fatal(err)
	}
	if d := DefaultMatrix().Default(); d.Version != "12.8" {
		t.Errorf("default after UseMatrix = %s", d.Version)
	}
	if MatrixOrigin() != "/x/matrix.yaml" {
		t.Errorf("origin = %s", MatrixOrigin())
	}
	UseMatrix(nil, "")
	if d := DefaultMatrix().Default(); d.Version != "13.0" {
		t.Errorf("default after UseMatrix(nil) = %s", d.Version)
	}
}

func TestMatrixFor(t *testing.T) {
	spark := DefaultMatrix().For("linux/arm64", "12.1")
	if got := strings.Join(spark.Versions(), ","); got != "13.1,13.0,12.9" {
		t.Errorf("versions for GB10 = %s", got)
	}
	r, _ := spark.Release("12.9")
	if len(r.Torch) != 1 || r.Torch[0].Torch != "2.8.0" {
		t.Errorf("cu129 on arm64 = %+v, want only 2.8.0", r.Torch)
	}
	v100 := DefaultMatrix().For("linux/amd64", "7.0")
	r, _ = v100.Release("12.8")
	if r.Torch[0].Torch != "2.10.0" {
		t.Errorf("newest cu128 for V100 = %s, want 2.10.0", r.Torch[0].Torch)
	}
}

// A CUDA release newer than the matrix says so and how to learn it; an
// unknown older one lists the known ones.
func TestReleaseNewerThanTheMatrix(t *testing.T) {
	m := DefaultMatrix()
	_, err := m.Release("99.1")
	if err == nil || !strings.Contains(err.Error(), "CUDA 99.1 is newer than every release in spkit's version matrix") ||
		!strings.Contains(err.Error(), "spkit matrix refresh") {
		t.Errorf("Release(99.1) = %v", err)
	}
	_, err = m.Release("12.7")
	if err == nil || !strings.Contains(err.Error(), `unknown CUDA version "12.7": known CUDA versions: `) {
		t.Errorf("Release(12.7) = %v", err)
	}
}
