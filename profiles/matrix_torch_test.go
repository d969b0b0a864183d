package profiles

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/version"
)

// The combinations issue #19 names, accepted or refused as PyTorch's wheel
// indexes say, per platform and GPU (the sources of each entry are in
// profiles/data/matrix.yaml and profiles/matrixgen/testdata/sources).
func TestResolveTorchPerPlatform(t *testing.T) {
	m := DefaultMatrix()
	amd64, arm64 := "linux/amd64", "linux/arm64"
	ok := []struct {
		name string
		q    TorchQuery
		want string
	}{
		{"cu129 2.9.1 on amd64", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: amd64, CC: "9.0"}, "2.9.1"},
		{"cu129 2.9.1 on V100", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: amd64, CC: "7.0"}, "2.9.1"},
		{"cu129 2.9 is 2.9.1 on amd64", TorchQuery{CUDA: "12.9", Torch: "2.9", Platform: amd64, CC: "9.0"}, "2.9.1"},
		{"cu129 2.9.0 on amd64", TorchQuery{CUDA: "12.9", Torch: "2.9.0", Platform: amd64, CC: "8.0"}, "2.9.0"},
		{"cu129 2.8.0 on arm64", TorchQuery{CUDA: "12.9", Torch: "2.8.0", Platform: arm64, CC: "12.1"}, "2.8.0"},
		{"cu128 2.10.0 on V100", TorchQuery{CUDA: "12.8", Torch: "2.10.0", Platform: amd64, CC: "7.0"}, "2.10.0"},
		{"cu128 2.11.0 on H100", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: amd64, CC: "9.0"}, "2.11.0"},
		{"cu128 2.11.0 on arm64", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: arm64, CC: "9.0"}, "2.11.0"},
		{"cu126 2.11.0 on V100", TorchQuery{CUDA: "12.6", Torch: "2.11.0", Platform: amd64, CC: "7.0"}, "2.11.0"},
		{"cu126 2.14.0 on V100", TorchQuery{CUDA: "12.6", Torch: "2.14.0", Platform: amd64, CC: "7.0"}, "2.14.0"},
		{"cu126 2.12.0 on GH200", TorchQuery{CUDA: "12.6", Torch: "2.12.0", Platform: arm64, CC: "9.0"}, "2.12.0"},
		{"cu130 2.12.0 on DGX Spark", TorchQuery{CUDA: "13.0", Torch: "2.12.0", Platform: arm64, CC: "12.1"}, "2.12.0"},
		{"cu130 2.12 is 2.12.1", TorchQuery{CUDA: "13.0", Torch: "2.12", Platform: arm64, CC: "12.1"}, "2.12.1"},
		{"cu130 2.13.0 on GB200", TorchQuery{CUDA: "13.0", Torch: "2.13.0", Platform: arm64, CC: "10.0"}, "2.13.0"},
		{"cu130 2.13.0 for python 3.15", TorchQuery{CUDA: "13.0", Torch: "2.13.0", Platform: amd64, CC: "9.0", Python: "3.15"}, "2.13.0"},
		{"13.1 takes the cu130 wheels", TorchQuery{CUDA: "13.1", Torch: "2.11", Platform: arm64, CC: "12.1"}, "2.11.0"},
		{"13.1 takes cu130's 2.14.0", TorchQuery{CUDA: "13.1", Torch: "2.14.0", Platform: amd64, CC: "12.0"}, "2.14.0"},
		{"newest for V100 on cu128", TorchQuery{CUDA: "12.8", Platform: amd64, CC: "7.0"}, "2.10.0"},
		{"newest for V100 on cu129", TorchQuery{CUDA: "12.9", Platform: amd64, CC: "7.0"}, "2.9.1"},
		{"newest for V100 on cu126", TorchQuery{CUDA: "12.6", Platform: amd64, CC: "7.0"}, "2.14.0"},
		{"newest for GH200 on cu126", TorchQuery{CUDA: "12.6", Platform: arm64, CC: "9.0"}, "2.14.0"},
		{"newest for GB10 on cu129", TorchQuery{CUDA: "12.9", Platform: arm64, CC: "12.1"}, "2.8.0"},
		{"newest for GB10 on cu130", TorchQuery{CUDA: "13.0", Platform: arm64, CC: "12.1"}, "2.14.0"},
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
		// cu129's 2.9.0 and 2.9.1 are x86_64 only (issue #19's review).
		{"cu129 2.9.0 on GH200", TorchQuery{CUDA: "12.9", Torch: "2.9.0", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.9.0 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200", "or torch 2.8.0 with cuda 12.9"}},
		{"cu129 2.9.0 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.9.0", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark"}},
		{"cu129 2.9.1 on GH200", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200 (set cuda: 13.0 for torch 2.9.1)", "or torch 2.8.0 with cuda 12.9"}},
		{"cu129 2.9.1 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark (set cuda: 13.0 for torch 2.9.1)", "or torch 2.8.0 with cuda 12.9"}},
		{"cu129 2.9 on arm64", TorchQuery{CUDA: "12.9", Torch: "2.9", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"exists for cu129 on amd64 but not arm64", "or torch 2.8.0 with cuda 12.9"}},
		{"cu126 2.8.0 on GH200", TorchQuery{CUDA: "12.6", Torch: "2.8.0", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.8.0 exists for cu126 on amd64 but not arm64", "or torch 2.14.0 with cuda 12.6"}},
		{"cu128 2.11.0 on V100", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.11.0's cu128 wheels are not built for compute capability 7.0 (volta", "use cuda 12.6 for v100", "or torch 2.10.0 with cuda 12.8"}},
		// cu129 is not built from 2.10 on (issue #19's review).
		{"cu129 2.13.0 on V100", TorchQuery{CUDA: "12.9", Torch: "2.13.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.13.0 is not built for CUDA 12.9: ", "use cuda 12.6 for v100 (set cuda: 12.6 for torch 2.13.0)", "or torch 2.9.1 with cuda 12.9"}},
		{"cu129 2.10.0 on V100", TorchQuery{CUDA: "12.9", Torch: "2.10.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.10.0 is not built for CUDA 12.9: ", "use cuda 12.8 or 12.6 for v100 (set cuda: 12.8 for torch 2.10.0)", "or torch 2.9.1 with cuda 12.9"}},
		{"cu129 2.13.0 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.13.0", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"torch 2.13.0 is not built for CUDA 12.9: ", "use cuda 13.0 or 13.1 for dgx-spark (set cuda: 13.0 for torch 2.13.0)", "or torch 2.8.0 with cuda 12.9"}},
		{"cu129 2.12.0", TorchQuery{CUDA: "12.9", Torch: "2.12.0", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"torch 2.12.0 is not built for CUDA 12.9", "cu129 has torch 2.9.1, 2.9.0, 2.8.0 on amd64;", "set cuda: 13.0 for torch 2.12.0", "or torch 2.9.1 with cuda 12.9"}},
		// A pascal GPU on a release cu129 has: its wheels dropped sm_60 at 2.8.
		{"cu129 2.9.1 on pascal", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: amd64, CC: "6.0", Profile: "p100"},
			[]string{"torch 2.9.1's cu129 wheels are not built for compute capability 6.0 (pascal", "use cuda 12.6 for p100"}},
		{"cu128 ends at 2.11", TorchQuery{CUDA: "12.8", Torch: "2.12.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.12.0 is not built for CUDA 12.8", "use cuda 12.6 for v100 (set cuda: 12.6 for torch 2.12.0)"}},
		{"cu130 2.6", TorchQuery{CUDA: "13.0", Torch: "2.6", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"cu130 wheels on amd64 start at torch 2.9.0", "use cuda 12.6 for h100"}},
		{"python without wheels", TorchQuery{CUDA: "12.8", Torch: "2.9.0", Platform: amd64, Python: "3.9"},
			[]string{"torch 2.9.0 has no cu128 wheels for python 3.9 on amd64"}},
		{"python 3.15 before 2.13", TorchQuery{CUDA: "13.0", Torch: "2.12.0", Platform: amd64, Python: "3.15"},
			[]string{"torch 2.12.0 has no cu130 wheels for python 3.15 on amd64", "or torch 2.14.0 with cuda 13.0"}},
		// A release after the matrix was made is not called unbuilt.
		{"newer than the matrix", TorchQuery{CUDA: "13.0", Torch: "2.99.0", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"torch 2.99.0 is newer than every release in spkit's version matrix (newest known: ", "spkit matrix refresh"}},
		// 2.14.1 (30 Sep 2026) is published, but its wheel lists could not
		// be read where the matrix was made: a refresh learns it.
		{"2.14.1 is not in", TorchQuery{CUDA: "13.0", Torch: "2.14.1", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"newest known: 2.14.0", "spkit matrix refresh", "or use torch 2.14.0"}},
	}
	for _, c := range refused {
		_, err := m.ResolveTorch(c.q)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %v lacks %q", c.name, err, w)
			}
		}
	}
	// cu129 is not built from 2.10 on, on either platform: each such torch
	// is refused as not built (not as newer than the matrix), naming what
	// cu129 has on the profile's platform (2.9.x is x86_64 only) and a CUDA
	// that has the torch asked for.
	for _, torch := range []string{"2.10.0", "2.11.0", "2.12.0", "2.12.1", "2.13.0", "2.14.0"} {
		for _, p := range []struct{ name, platform, cc, cuda, has string }{
			{"h100", amd64, "9.0", "13.0", "2.9.1, 2.9.0, 2.8.0 on amd64;"},
			{"dgx-spark", arm64, "12.1", "13.0", "2.8.0 on arm64;"},
			{"gh200", arm64, "9.0", "13.0", "2.8.0 on arm64;"},
		} {
			_, err := m.ResolveTorch(TorchQuery{CUDA: "12.9", Torch: torch, Platform: p.platform, CC: p.cc, Profile: p.name})
			for _, w := range []string{"torch " + torch + " is not built for CUDA 12.9: cu129 has torch " + p.has,
				"set cuda: " + p.cuda + " for torch " + torch + ")"} {
				if err == nil || !strings.Contains(err.Error(), w) {
					t.Errorf("cu129 %s on %s: error %v lacks %q", torch, p.name, err, w)
				}
			}
		}
	}
}

// torchaudio's releases ended at 2.11.0: later torch resolves without it.
func TestTorchaudioEndsAt211(t *testing.T) {
	m := DefaultMatrix()
	for _, cuda := range []string{"12.6", "12.9", "13.0"} {
		rel, err := m.Release(cuda)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range rel.Torch {
			after := version.Compare(tr.Torch, "2.12.0") >= 0
			if after && (tr.Torchaudio != "" || tr.Sources["torchaudio"] == "") {
				t.Errorf("cuda %s torch %s: torchaudio %q, source %q", cuda, tr.Torch, tr.Torchaudio, tr.Sources["torchaudio"])
			}
			if !after && tr.Torchaudio != tr.Torch {
				t.Errorf("cuda %s torch %s: torchaudio %q", cuda, tr.Torch, tr.Torchaudio)
			}
		}
	}
	tr, err := m.ResolveTorch(TorchQuery{CUDA: "13.0", Torch: "2.14.0", Platform: "linux/arm64", CC: "12.1"})
	if err != nil || tr.Torchvision != "0.29.0" || tr.Torchaudio != "" {
		t.Errorf("2.14.0 = %+v, %v; want torchvision 0.29.0 and no torchaudio", tr, err)
	}
}

// CUDA 13.2 is in the driver table and has cu132 wheels, but no confirmed
// nvidia/cuda 13.2 image set: the matrix does not offer it yet.
func TestCUDA132NotOffered(t *testing.T) {
	_, err := DefaultMatrix().Release("13.2")
	if err == nil || !strings.Contains(err.Error(), "CUDA 13.2 is newer than every release") {
		t.Errorf("Release(13.2) = %v", err)
	}
	rel, _ := DefaultMatrix().Release("13.1")
	if len(rel.Updates) == 0 || rel.Updates[0].Version != "13.1.1" || rel.Updates[0].MinDriver != "590.48.01" || rel.MinDriver != "590.44.01" {
		t.Errorf("13.1 updates = %+v, min driver %s", rel.Updates, rel.MinDriver)
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
	// 2.9.0's and 2.9.1's cu129 wheels are x86_64 only; cu129 is not
	// built from 2.10 on.
	if got, want := torchVersions(r), "2.8.0"; got != want {
		t.Errorf("cu129 on arm64 = %s, want %s", got, want)
	}
	h100 := DefaultMatrix().For("linux/amd64", "9.0")
	r, _ = h100.Release("12.9")
	if got, want := torchVersions(r), "2.9.1,2.9.0,2.8.0"; got != want {
		t.Errorf("cu129 on amd64 = %s, want %s", got, want)
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

// torchVersions lists r's torch releases, newest first, comma-separated.
func torchVersions(r *CUDARelease) string {
	var out []string
	for _, tr := range r.Torch {
		out = append(out, tr.Torch)
	}
	return strings.Join(out, ",")
}
