package matrixgen

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

const pagesDir = "testdata/sources"

func loadPages(t *testing.T) *Pages {
	t.Helper()
	p, err := LoadPages(pagesDir)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The committed matrix is what the generator makes of the recorded pages
// (run make matrix-offline after changing curated.yaml or the generator).
func TestCommittedMatrixMatchesSources(t *testing.T) {
	committed, err := os.ReadFile("../data/matrix.yaml")
	if err != nil {
		t.Fatal(err)
	}
	old, err := profiles.ParseMatrix(committed)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Generate(context.Background(), Options{Client: loadPages(t).Client()}, old.Generated.Note)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(committed) {
		t.Errorf("profiles/data/matrix.yaml is not what the recorded pages give: run make matrix-offline")
	}
}

func TestGenerateOverHTTP(t *testing.T) {
	m, srvURL := generateOverHTTP(t)
	rel, _ := m.Release("13.0")
	if rel.ImageVersion != "13.0.3" || rel.MinDriver != "580.65.06" || len(rel.Updates) != 3 || rel.Updates[0].MinDriver != "580.95.05" || rel.TorchIndex != srvURL+"/torch/cu130" {
		t.Errorf("13.0 = %s, driver %s, index %s", rel.ImageVersion, rel.MinDriver, rel.TorchIndex)
	}
}

// CUDA 13.2 has driver rows, cu132 wheels and, in NVIDIA's image
// manifest, a supported 13.2.1 on every variant, OS and platform: it is
// offered. The updates NVIDIA marks unsupported are never chosen.
func TestReleasesFromTheImageManifest(t *testing.T) {
	m, srvURL := generateOverHTTP(t)
	if got := strings.Join(m.Versions(), ","); got != "13.2,13.1,13.0,12.9,12.8,12.6" {
		t.Errorf("versions = %s", got)
	}
	read := strings.Join(m.Generated.Sources, " ")
	if !strings.Contains(read, srvURL+"/torch/cu132/torch/") || strings.Contains(read, "cu132/torchaudio") ||
		!strings.Contains(read, srvURL+"/github/pytorch/test-infra/a0027c564f070cccd8a71ac186473ca478ddb1f7/tools/scripts/generate_binary_build_matrix.py") {
		t.Errorf("sources read = %s", read)
	}
	want := map[string]string{"13.2": "13.2.1", "13.1": "13.1.2", "13.0": "13.0.3", "12.9": "12.9.1", "12.8": "12.8.2", "12.6": "12.6.3"}
	for _, c := range m.CUDA {
		if c.ImageVersion != want[c.Version] || m.ImageNotice(c.ImageVersion) != nil {
			t.Errorf("CUDA %s builds on %s, want %s", c.Version, c.ImageVersion, want[c.Version])
		}
		if !strings.Contains(c.Sources["image"], "manifests/cuda.yaml @ ") {
			t.Errorf("CUDA %s image source = %s", c.Version, c.Sources["image"])
		}
	}
	r128, _ := m.Release("12.8")
	if strings.Join(r128.Variants, ",") != "base,runtime,devel" || !strings.Contains(r128.Sources["image"], "no cudnn-runtime or cudnn-devel images of 12.8.2") {
		t.Errorf("12.8 variants = %v, source %s", r128.Variants, r128.Sources["image"])
	}
	if n := m.ImageNotice("13.0.2"); n == nil || n.Replacement != "13.0.3" || n.Why != "newer version available" {
		t.Errorf("notice for 13.0.2 = %+v", n)
	}
	rel, _ := m.Release("13.1")
	if rel.TorchIndex != srvURL+"/torch/cu130" || rel.Torch[0].Torch != "2.14.1" {
		t.Errorf("13.1 = %s, newest torch %s", rel.TorchIndex, rel.Torch[0].Torch)
	}
}

func TestGenerateUnreachable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	_, err := Generate(context.Background(), Options{DriversURL: srv.URL}, "")
	var se *SourceError
	if !errors.As(err, &se) || se.URL != srv.URL {
		t.Errorf("err = %v, want a SourceError for %s", err, srv.URL)
	}
}

func TestParseDrivers(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/drivers.html")
	d, err := parseDrivers(page)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"13.2.1": "595.58.03", "13.2.0": "595.45.04", "13.1.1": "590.48.01", "13.1.0": "590.44.01",
		"13.0.0": "580.65.06", "13.0.1": "580.82.07", "13.0.2": "580.95.05", "12.8.0": "570.26", "12.6.1": "560.35.03"}
	for v, drv := range want {
		if d[v] != drv {
			t.Errorf("driver for %s = %q, want %s", v, d[v], drv)
		}
	}
	if _, err := parseDrivers([]byte("<html></html>")); err == nil {
		t.Error("a page without the table parsed")
	}
}

func TestParseWheels(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/cu129-torch.html")
	w := parseWheels(page, "cu129")
	// cu129 as issue #19's review has it: nothing from 2.10 on, 2.9.0 and
	// 2.9.1 on x86_64 only.
	if got := strings.Join(w.versions(), ","); got != "2.9.1,2.9.0,2.8.0" {
		t.Errorf("versions = %s", got)
	}
	if len(w["2.9.0"]["linux/arm64"]) != 0 || len(w["2.9.1"]["linux/arm64"]) != 0 || len(w["2.8.0"]["linux/arm64"]) != 5 ||
		len(w["2.9.1"]["linux/amd64"]) != 5 {
		t.Errorf("platforms = %v", w)
	}
	if got := strings.Join(w["2.8.0"]["linux/arm64"], ","); got != "3.9,3.10,3.11,3.12,3.13" {
		t.Errorf("2.8.0 arm64 python = %s", got)
	}
	// 2.9.0's page has cp314t and win_amd64 wheels beside the Linux ones.
	if got := strings.Join(w["2.9.0"]["linux/amd64"], ","); got != "3.10,3.11,3.12,3.13,3.14" {
		t.Errorf("2.9.0 amd64 python = %s (free-threaded and Windows wheels must be left out)", got)
	}
	// cp315 (torch 2.13.0 on) parses: cu130 has it.
	page, _ = os.ReadFile(pagesDir + "/cu130-torch.html")
	w = parseWheels(page, "cu130")
	if got := strings.Join(w["2.13.0"]["linux/arm64"], ","); got != "3.10,3.11,3.12,3.13,3.14,3.15" {
		t.Errorf("cu130 2.13.0 arm64 python = %s", got)
	}
}

// A torch release without a torchaudio wheel keeps torchaudio empty and
// says so: torchaudio's end.
func TestTorchaudioEnds(t *testing.T) {
	in, _ := ParseInput(profiles.MatrixInput())
	g := &gen{o: Options{}.WithDefaults(nil), in: in}
	plat := map[string][]string{"linux/amd64": {"3.12"}}
	l := &line{tag: "cu130", url: "u",
		torch: wheels{"2.13.0": plat}, vision: wheels{"0.28.0": plat}, audio: wheels{"2.12.0": plat}}
	tr, ok := g.torchRelease(l, "2.13.0")
	if !ok || tr.Torchvision != "0.28.0" || tr.Torchaudio != "" || tr.Sources["torchaudio"] == "" {
		t.Errorf("got %+v, %v", tr, ok)
	}
}

func TestPickImage(t *testing.T) {
	in, _ := ParseInput(profiles.MatrixInput())
	tags := imageTags{}
	all := []struct {
		OS           string `json:"os"`
		Architecture string `json:"architecture"`
	}{{"linux", "amd64"}, {"linux", "arm64"}}
	for _, v := range in.Variants {
		for _, o := range in.OS {
			tags.add("13.0.1-"+v+"-"+o.Name, all)
			tags.add("13.0.2-"+v+"-"+o.Name, all[:1]) // amd64 only: incomplete
		}
	}
	if got, variants := tags.pick("13.0", in, func(string) bool { return false }); got != "13.0.1" || len(variants) != 5 {
		t.Errorf("pick = %q %v, want the newest complete 13.0.1 with all variants", got, variants)
	}
	if got, _ := tags.pick("13.0", in, func(v string) bool { return v == "13.0.1" }); got != "" {
		t.Errorf("pick = %q, want none: 13.0.1 is refused and 13.0.2 incomplete", got)
	}
}

// generateOverHTTP runs the generator against the recorded pages served
// over HTTP; it returns the matrix and the server's URL.
func generateOverHTTP(t *testing.T) (*profiles.Matrix, string) {
	t.Helper()
	srv := httptest.NewServer(loadPages(t).Handler())
	t.Cleanup(srv.Close)
	o := Options{TorchURL: srv.URL + "/torch", HubURL: srv.URL + "/hub", DriversURL: srv.URL + "/drivers", GitHubURL: srv.URL + "/github"}
	m, err := Generate(context.Background(), o, "")
	if err != nil {
		t.Fatal(err)
	}
	return m, srv.URL
}

// What test-infra's build matrix for 2.12.1 says: cu129 on Linux x86_64
// (added in initialize_globals) and aarch64, the test channel's pythons.
func TestParseBuildMatrix(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/github/test-infra-a0027c5-generate_binary_build_matrix.py")
	bm, err := parseBuildMatrix(BuildMatrixFile{Torch: "2.12.1"}, page)
	if err != nil {
		t.Fatal(err)
	}
	if bm.candidate != "2.12.1" || bm.stable != "13.0" || strings.Join(bm.builtOn("12.9"), ",") != "linux/amd64,linux/arm64" ||
		strings.Join(bm.python, ",") != "3.10,3.11,3.12,3.13,3.14" || len(bm.torchOnly) != 0 {
		t.Errorf("2.12.1 = %+v", bm)
	}
	page, _ = os.ReadFile(pagesDir + "/github/test-infra-3f2fc5a-generate_binary_build_matrix.py")
	if bm, _ = parseBuildMatrix(BuildMatrixFile{Torch: "2.12.0"}, page); len(bm.builtOn("12.9")) != 0 || strings.Join(bm.builtOn("13.2"), ",") != "linux/amd64,linux/arm64" {
		t.Errorf("2.12.0 = %+v", bm)
	}
	page, _ = os.ReadFile(pagesDir + "/github/test-infra-d499353-generate_binary_build_matrix.py")
	if bm, _ = parseBuildMatrix(BuildMatrixFile{Torch: "2.13.0"}, page); strings.Join(bm.python, ",") != "3.10,3.11,3.12,3.13,3.14,3.15" ||
		strings.Join(bm.visionPython(), ",") != "3.10,3.11,3.12,3.13,3.14" {
		t.Errorf("2.13.0 = %+v", bm)
	}
	if _, err := parseBuildMatrix(BuildMatrixFile{}, []byte("x = 1\n")); err == nil {
		t.Error("a file without a build matrix parsed")
	}
}

// The arch table as the build script writes it: 12.0+PTX (_PTX_ARCHES).
func TestParseArchTable(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/github/pytorch-83d5090-build_env_setup.py")
	at, err := parseArchTable(TorchArchFile{From: "2.12"}, page)
	if err != nil {
		t.Fatal(err)
	}
	arch, src := at.arch("13.0", "2.13.0")
	if strings.Join(arch, ",") != "7.5,8.0,8.6,9.0,10.0,11.0,12.0+PTX" || !strings.Contains(src, "aarch64 8.0, 9.0, 10.0, 11.0, 12.0+PTX") {
		t.Errorf("13.0 = %v (%s)", arch, src)
	}
	if arch, _ := at.arch("12.6", "2.12.0"); strings.Join(arch, ",") != "5.0,6.0,7.0,7.5,8.0,8.6,9.0" {
		t.Errorf("12.6 = %v", arch)
	}
	if arch, _ := at.arch("13.0", "2.11.0"); arch != nil {
		t.Errorf("before from: %v", arch)
	}
	if arch, _ := at.arch("12.9", "2.13.0"); arch != nil {
		t.Errorf("12.9 is not in the table: %v", arch)
	}
}

// release_versions.sh pairs torch 2.12.1 with torchaudio 2.11.0: torch
// from 2.12 on pairs with 2.11.0, older torch with its own version.
func TestTorchaudioPairing(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/github/test-infra-61a7757-release_versions.sh")
	rs, err := parseReleaseVersions(GitHubFile{Repo: "pytorch/test-infra"}, page)
	if err != nil || rs.torch != "2.12.1" || rs.vision != "0.27.1" || rs.audio != "2.11.0" {
		t.Fatalf("release set = %+v, %v", rs, err)
	}
	for torch, want := range map[string]string{"2.9.1": "2.9.1", "2.11.0": "2.11.0", "2.12.0": "2.11.0", "2.14.1": "2.11.0"} {
		if got, _ := rs.audioFor(torch); got != want {
			t.Errorf("audioFor(%s) = %s, want %s", torch, got, want)
		}
	}
}

// The unsupported list with NVIDIA's reasons.
func TestReadUnsupported(t *testing.T) {
	page, _ := os.ReadFile(pagesDir + "/github/nvidia-container-images-cuda-181367a-cuda.yaml")
	got := readUnsupported(page)
	if len(got) != 24 || got[3] != (unsupportedImage{"13.0.2", "newer version available"}) ||
		!strings.HasPrefix(got[23].why, "last supported TRD end-of-life") {
		t.Errorf("unsupported = %+v", got)
	}
}

// The drift test notices a change in a recorded GitHub file: with cu129
// gone from 2.12.1's build matrix, cu129 has no 2.12.1.
func TestGitHubFilesDriveTheMatrix(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(pagesDir)); err != nil {
		t.Fatal(err)
	}
	f := dir + "/github/test-infra-a0027c5-generate_binary_build_matrix.py"
	page, _ := os.ReadFile(f)
	page = []byte(strings.NewReplacer(`"12.9-aarch64", `, "", `CUDA_ARCHES + ["12.9"]`, "CUDA_ARCHES + []").Replace(string(page)))
	if err := os.WriteFile(f, page, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := LoadPages(dir)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Generate(context.Background(), Options{Client: p.Client()}, "")
	if err != nil {
		t.Fatal(err)
	}
	rel, _ := m.Release("12.9")
	if rel.FindTorch("2.12.1") != nil || rel.FindTorch("2.13.0") == nil {
		t.Errorf("cu129 without 2.12.1's build = %v", rel.Torch)
	}
}
