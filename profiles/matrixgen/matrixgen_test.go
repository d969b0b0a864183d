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
	if rel.ImageVersion != "13.0.2" || rel.MinDriver != "580.65.06" || len(rel.Updates) != 3 || rel.Updates[0].MinDriver != "580.95.05" || rel.TorchIndex != srvURL+"/torch/cu130" {
		t.Errorf("13.0 = %s, driver %s, index %s", rel.ImageVersion, rel.MinDriver, rel.TorchIndex)
	}
}

// CUDA 13.2 has driver rows and cu132 wheels in the pages but no image
// tags: the generator reads the wheels and leaves the release out.
func TestReleaseWithoutImagesIsLeftOut(t *testing.T) {
	m, srvURL := generateOverHTTP(t)
	if got := strings.Join(m.Versions(), ","); got != "13.1,13.0,12.9,12.8,12.6" {
		t.Errorf("versions = %s", got)
	}
	read := strings.Join(m.Generated.Sources, " ")
	if !strings.Contains(read, srvURL+"/torch/cu132/torch/") || strings.Contains(read, "cu132/torchaudio") {
		t.Errorf("sources read = %s", read)
	}
	rel, _ := m.Release("13.1")
	if rel.TorchIndex != srvURL+"/torch/cu130" || rel.Torch[0].Torch != "2.14.0" {
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
	if got := tags.pick("13.0", in); got != "13.0.1" {
		t.Errorf("pick = %q, want the newest complete 13.0.1", got)
	}
}

// generateOverHTTP runs the generator against the recorded pages served
// over HTTP; it returns the matrix and the server's URL.
func generateOverHTTP(t *testing.T) (*profiles.Matrix, string) {
	t.Helper()
	srv := httptest.NewServer(loadPages(t).Handler())
	t.Cleanup(srv.Close)
	o := Options{TorchURL: srv.URL + "/torch", HubURL: srv.URL + "/hub", DriversURL: srv.URL + "/drivers"}
	m, err := Generate(context.Background(), o, "")
	if err != nil {
		t.Fatal(err)
	}
	return m, srv.URL
}
