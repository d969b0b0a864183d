package profiles

import (
	"os"
	"path/filepath"
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
		{"13.1 takes the cu130 wheels", TorchQuery{CUDA: "13.1", Torch: "2.11", Platform: arm64, CC: "12.1"}, "2.11.0"},
		{"13.1 takes cu130's 2.14.0", TorchQuery{CUDA: "13.1", Torch: "2.14.0", Platform: amd64, CC: "12.0"}, "2.14.0"},
		{"newest for V100 on cu128", TorchQuery{CUDA: "12.8", Platform: amd64, CC: "7.0"}, "2.10.0"},
		{"newest for V100 on cu129", TorchQuery{CUDA: "12.9", Platform: amd64, CC: "7.0"}, "2.9.1"},
		{"newest for V100 on cu126", TorchQuery{CUDA: "12.6", Platform: amd64, CC: "7.0"}, "2.14.1"},
		{"newest for GH200 on cu126", TorchQuery{CUDA: "12.6", Platform: arm64, CC: "9.0"}, "2.14.1"},
		{"GB10 runs sm_120 cubins", TorchQuery{CUDA: "13.0", Torch: "2.9.1", Platform: arm64, CC: "12.1"}, "2.9.1"},
		// Issue 30: PyTorch built cu129 again for 2.12.1 and 2.13.0, Linux
		// x86_64 and aarch64 (test-infra's build matrices).
		{"cu129 2.12.1 on H100", TorchQuery{CUDA: "12.9", Torch: "2.12.1", Platform: amd64, CC: "9.0"}, "2.12.1"},
		{"cu129 2.12.1 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.12.1", Platform: arm64, CC: "12.1"}, "2.12.1"},
		{"cu129 2.13.0 on GH200", TorchQuery{CUDA: "12.9", Torch: "2.13.0", Platform: arm64, CC: "9.0"}, "2.13.0"},
		{"newest for GB10 on cu129", TorchQuery{CUDA: "12.9", Platform: arm64, CC: "12.1"}, "2.13.0"},
		{"cu130 2.14.1", TorchQuery{CUDA: "13.0", Torch: "2.14.1", Platform: amd64, CC: "9.0"}, "2.14.1"},
		{"cu132 2.14.1 on DGX Spark", TorchQuery{CUDA: "13.2", Torch: "2.14.1", Platform: arm64, CC: "12.1"}, "2.14.1"},
		{"newest on cu130", TorchQuery{CUDA: "13.0", Platform: arm64, CC: "12.1"}, "2.14.1"},
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
			[]string{"torch 2.9.0 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 2.9.0 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.9.0", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark"}},
		{"cu129 2.9.1 on GH200", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200 (set cuda: 13.0 for torch 2.9.1)", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 2.9.1 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.9.1", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark (set cuda: 13.0 for torch 2.9.1)", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 2.9 on arm64", TorchQuery{CUDA: "12.9", Torch: "2.9", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"exists for cu129 on amd64 but not arm64", "or torch 2.13.0 with cuda 12.9"}},
		{"cu126 2.8.0 on GH200", TorchQuery{CUDA: "12.6", Torch: "2.8.0", Platform: arm64, CC: "9.0", Profile: "gh200"},
			[]string{"torch 2.8.0 exists for cu126 on amd64 but not arm64", "or torch 2.14.1 with cuda 12.6"}},
		{"cu128 2.11.0 on V100", TorchQuery{CUDA: "12.8", Torch: "2.11.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.11.0's cu128 wheels are not built for compute capability 7.0 (volta", "use cuda 12.6 for v100", "or torch 2.10.0 with cuda 12.8"}},
		// cu129 is not built for 2.10, 2.11, 2.12.0 and 2.14 (test-infra's
		// build matrices); 2.12.1's and 2.13.0's wheels carry no sm_70.
		{"cu129 2.13.0 on V100", TorchQuery{CUDA: "12.9", Torch: "2.13.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.13.0's cu129 wheels are not built for compute capability 7.0 (volta", "use cuda 12.6 for v100 (set cuda: 12.6 for torch 2.13.0)", "or torch 2.9.1 with cuda 12.9"}},
		{"cu129 2.10.0 on V100", TorchQuery{CUDA: "12.9", Torch: "2.10.0", Platform: amd64, CC: "7.0", Profile: "v100"},
			[]string{"torch 2.10.0 is not built for CUDA 12.9: ", "use cuda 12.8 or 12.6 for v100 (set cuda: 12.8 for torch 2.10.0)", "or torch 2.9.1 with cuda 12.9"}},
		{"cu129 2.14.0 on DGX Spark", TorchQuery{CUDA: "12.9", Torch: "2.14.0", Platform: arm64, CC: "12.1", Profile: "dgx-spark"},
			[]string{"torch 2.14.0 is not built for CUDA 12.9: cu129 has torch 2.13.0, 2.12.1, 2.8.0 on arm64", "set cuda: 13.0 for torch 2.14.0", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 2.12.0", TorchQuery{CUDA: "12.9", Torch: "2.12.0", Platform: amd64, CC: "9.0", Profile: "h100"},
			[]string{"torch 2.12.0 is not built for CUDA 12.9", "cu129 has torch 2.13.0, 2.12.1, 2.9.1, 2.9.0, 2.8.0 on amd64;", "set cuda: 13.0 for torch 2.12.0", "or torch 2.13.0 with cuda 12.9"}},
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
			[]string{"torch 2.12.0 has no cu130 wheels for python 3.15 on amd64"}},
		// torch 2.13 and 2.14 have cp315 wheels, torchvision none (test-infra
		// TORCH_ONLY_PYTHON_ARCHES): spkit installs both, so 3.15 is refused.
		{"python 3.15 has no torchvision", TorchQuery{CUDA: "13.0", Torch: "2.14.1", Platform: arm64, Python: "3.15"},
			[]string{"torchvision 0.29.1 (torch 2.14.1's) has no cu130 wheels for python 3.15 on arm64; torch has"}},
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
	// cu129 is not built for 2.10, 2.11, 2.12.0 and 2.14: each is refused
	// as not built (not as newer than the matrix), naming what cu129 has
	// on the profile's platform (2.9.x is x86_64 only) and a CUDA that has
	// the torch asked for.
	for _, torch := range []string{"2.10.0", "2.11.0", "2.12.0", "2.14.0", "2.14.1"} {
		for _, p := range []struct{ name, platform, cc, has string }{
			{"h100", amd64, "9.0", "2.13.0, 2.12.1, 2.9.1, 2.9.0, 2.8.0 on amd64;"},
			{"dgx-spark", arm64, "12.1", "2.13.0, 2.12.1, 2.8.0 on arm64;"},
			{"gh200", arm64, "9.0", "2.13.0, 2.12.1, 2.8.0 on arm64;"},
		} {
			_, err := m.ResolveTorch(TorchQuery{CUDA: "12.9", Torch: torch, Platform: p.platform, CC: p.cc, Profile: p.name})
			if err == nil || !strings.Contains(err.Error(), "torch "+torch+" is not built for CUDA 12.9: cu129 has torch "+p.has) ||
				!strings.Contains(err.Error(), " for torch "+torch+")") {
				t.Errorf("cu129 %s on %s: error %v", torch, p.name, err)
			}
		}
	}
}

// torchaudio's releases ended at 2.11.0: torch 2.12 and later pair with
// it where the wheel line has it (cu126, cu130), and with none on cu129
// and cu132, whose indexes have no torchaudio 2.11.0.
func TestTorchaudioPairsWith211(t *testing.T) {
	m := DefaultMatrix()
	for _, cuda := range []string{"12.6", "12.9", "13.0", "13.1", "13.2"} {
		rel, err := m.Release(cuda)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range rel.Torch {
			want := tr.Torch
			if version.Compare(tr.Torch, "2.12.0") >= 0 {
				want = "2.11.0"
				if cuda == "12.9" || cuda == "13.2" {
					want = ""
				}
				if tr.Sources["torchaudio"] == "" {
					t.Errorf("cuda %s torch %s: no torchaudio source", cuda, tr.Torch)
				}
			}
			if tr.Torchaudio != want {
				t.Errorf("cuda %s torch %s: torchaudio %q, want %q", cuda, tr.Torch, tr.Torchaudio, want)
			}
		}
	}
	tr, err := m.ResolveTorch(TorchQuery{CUDA: "13.0", Torch: "2.14.1", Platform: "linux/arm64", CC: "12.1"})
	if err != nil || tr.Torchvision != "0.29.1" || tr.Torchaudio != "2.11.0" {
		t.Errorf("2.14.1 = %+v, %v; want torchvision 0.29.1 and torchaudio 2.11.0", tr, err)
	}
}

// CUDA 13.2 is offered on the 13.2.1 images NVIDIA supports, with the
// cu132 wheels; 13.1 builds on 13.1.2 (13.1.0 and 13.1.1 are unsupported).
func TestCUDA132(t *testing.T) {
	m := DefaultMatrix()
	rel, err := m.Release("13.2")
	if err != nil || rel.ImageVersion != "13.2.1" || rel.MinDriver != "595.45.04" || rel.WheelLine() != "cu132" || rel.Torch[0].Torch != "2.14.1" {
		t.Fatalf("Release(13.2) = %+v, %v", rel, err)
	}
	rel, _ = m.Release("13.1")
	if rel.ImageVersion != "13.1.2" || len(rel.Updates) == 0 || rel.Updates[0].Version != "13.1.1" || rel.Updates[0].MinDriver != "590.48.01" || rel.MinDriver != "590.44.01" {
		t.Errorf("13.1 = %s, updates %+v, min driver %s", rel.ImageVersion, rel.Updates, rel.MinDriver)
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

// A matrix file is read into a value of its own: two loaded side by side
// keep their own contents and origins, and neither changes the built-in.
func TestLoadMatrixFile(t *testing.T) {
	dir := t.TempDir()
	bad, older := filepath.Join(dir, "bad.yaml"), filepath.Join(dir, "older.yaml")
	data := strings.Replace(string(EmbeddedMatrix()), `default_cuda: "13.0"`, `default_cuda: "12.8"`, 1)
	if err := os.WriteFile(bad, []byte("cuda: []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(older, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadMatrixFile(bad); err == nil {
		t.Fatal("LoadMatrixFile took an invalid matrix")
	}
	m, err := LoadMatrixFile(older)
	if err != nil {
		t.Fatal(err)
	}
	if d := m.Default(); d.Version != "12.8" || m.Source() != older {
		t.Errorf("loaded: default %s from %s", d.Version, m.Source())
	}
	if d := DefaultMatrix(); d.Default().Version != "13.0" || d.Source() != OriginBuiltin {
		t.Errorf("built-in after a load: default %s from %s", d.Default().Version, d.Source())
	}
	first, err := FirstMatrix([]string{filepath.Join(dir, "none.yaml"), older, bad})
	if err != nil || first.Source() != older {
		t.Errorf("FirstMatrix: %v from %s", err, first.Source())
	}
	if m, err := FirstMatrix([]string{bad, older}); err == nil || m.Source() != OriginBuiltin {
		t.Errorf("FirstMatrix over a broken file: %v, from %s; want the error and the built-in", err, m.Source())
	}
}

func TestMatrixFor(t *testing.T) {
	spark := DefaultMatrix().For("linux/arm64", "12.1")
	if got := strings.Join(spark.Versions(), ","); got != "13.2,13.1,13.0,12.9" {
		t.Errorf("versions for GB10 = %s", got)
	}
	r, _ := spark.Release("12.9")
	// 2.9.0's and 2.9.1's cu129 wheels are x86_64 only; cu129 is built
	// again for 2.12.1 and 2.13.0, on both platforms.
	if got, want := torchVersions(r), "2.13.0,2.12.1,2.8.0"; got != want {
		t.Errorf("cu129 on arm64 = %s, want %s", got, want)
	}
	h100 := DefaultMatrix().For("linux/amd64", "9.0")
	r, _ = h100.Release("12.9")
	if got, want := torchVersions(r), "2.13.0,2.12.1,2.9.1,2.9.0,2.8.0"; got != want {
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

// The query init and spkit.yaml's pins use: the newest torch on a CUDA
// release and platform that satisfies the requirements' specifiers and
// pairs with the torchvision/torchaudio asked for.
func TestResolveTorchWithPairs(t *testing.T) {
	m := DefaultMatrix()
	below213 := func(v string) bool { return version.Compare(v, "2.13.0") < 0 }
	for _, c := range []struct {
		name string
		q    TorchQuery
		want string // torch, or the error's start
	}{
		{"needs torchaudio on cu130", TorchQuery{CUDA: "13.0", Platform: "linux/arm64", WithTorchaudio: true}, "2.14.1"},
		{"needs torchaudio on cu129", TorchQuery{CUDA: "12.9", Platform: "linux/amd64", WithTorchaudio: true}, "2.9.1"},
		{"needs torchaudio on cu129 arm64", TorchQuery{CUDA: "12.9", Platform: "linux/arm64", WithTorchaudio: true}, "2.8.0"},
		{"torchaudio pin", TorchQuery{CUDA: "13.0", Platform: "linux/amd64", Torchaudio: "2.10.0"}, "2.10.0"},
		{"torchaudio 2.11.0 pin", TorchQuery{CUDA: "13.0", Platform: "linux/amd64", Torchaudio: "2.11.0"}, "2.14.1"},
		{"torchvision pin", TorchQuery{CUDA: "12.6", Platform: "linux/amd64", Torchvision: "0.27.0"}, "2.12.0"},
		{"specifiers", TorchQuery{CUDA: "13.0", Platform: "linux/amd64", Accept: below213, AcceptDesc: "torch<2.13"}, "2.12.1"},
		{"specifiers and torchaudio on cu132", TorchQuery{CUDA: "13.2", Platform: "linux/amd64", WithTorchaudio: true, Accept: below213, AcceptDesc: "torch<2.13"},
			"torch 2.12.1 has no torchaudio on cu132"},
		{"nothing satisfies", TorchQuery{CUDA: "13.0", Platform: "linux/amd64", Accept: func(string) bool { return false }, AcceptDesc: "torch>=3"},
			"torch 2.14.1 does not satisfy torch>=3"},
	} {
		tr, err := m.ResolveTorch(c.q)
		switch {
		case err != nil && !strings.HasPrefix(err.Error(), c.want):
			t.Errorf("%s: %v, want %s", c.name, err, c.want)
		case err == nil && tr.Torch != c.want:
			t.Errorf("%s: torch %s, want %s", c.name, tr.Torch, c.want)
		}
	}
}
