package doctor

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/profiles"
)

// repoImage stands for a repository's spkit.yaml in doctor's tests, filled
// from the version matrix as the CLI fills it: "" no spkit.yaml, "torch X"
// cu130 wheels, "base" the matrix's NGC image for CUDA 13.0.
func repoImage(spec, platform string) ImageLookup {
	if spec == "" {
		return nil
	}
	return func(profile string) (*Image, string) {
		m := profiles.DefaultMatrix()
		if spec == "base" {
			b := m.Base("13.0")
			return &Image{Profile: profile, TorchVersion: b.Torch, CUDA: b.CUDA, Platform: platform, BaseImage: b.Image,
				CurrentBase: b.Image, ArchList: profiles.ArchList(b.Arch)}, ""
		}
		rel, _ := m.Release("13.0")
		version := strings.TrimPrefix(spec, "torch ")
		tr := rel.FindTorchFor(version, platform)
		if tr == nil {
			return nil, "torch " + version + " has no cu130 wheels for " + platform
		}
		return &Image{Profile: profile, TorchVersion: tr.Torch, CUDA: rel.Version, WheelLine: rel.WheelLine(), Platform: platform,
			ArchList: profiles.ArchList(tr.Arch), ArchSource: "version matrix: " + rel.WheelLine() + " wheels of torch " + tr.Torch}, ""
	}
}

func imageSays(d *Doctor) []string {
	var out []string
	for _, f := range d.Image.Findings {
		out = append(out, f.Check+": "+f.Says+" / "+f.Fix)
	}
	return out
}

// Issue #18: GB10 with the cu130 wheels of torch 2.9.1 is served by their
// sm_120 code: an OK finding that explains it, not a warning.
func TestDoctorImageGB10(t *testing.T) {
	d := RunDoctor(context.Background(), doctorHost("gb10"))
	if d.Image.Image == nil || !strings.Contains(strings.Join(d.Image.ArchList, " "), "sm_120") {
		t.Fatalf("image: %+v", d.Image)
	}
	if len(d.Image.Findings) != 1 {
		t.Fatalf("findings: %q", imageSays(d))
	}
	f := d.Image.Findings[0]
	if !f.OK || f.Check != CheckTorchArch || !strings.Contains(f.Says, "GPU 0 (NVIDIA GB10, cc 12.1)") ||
		!strings.Contains(f.Says, "sm_120 code runs on this GPU") || !strings.Contains(f.Says, "binary compatible within the 12.x family") {
		t.Errorf("finding: %+v", f)
	}
	if len(d.Problems) != 0 {
		t.Errorf("problems: %q", problemTexts(d))
	}
}

// H100 with torch whose arch list lacks sm_90 (and any PTX below it): a
// problem with a fix naming the profile's matrix view.
func TestDoctorImageH100MissingArch(t *testing.T) {
	h := doctorHost("h100")
	h.Image = func(profile string) (*Image, string) {
		return &Image{Profile: profile, TorchVersion: "2.11.0", CUDA: "13.0", WheelLine: "cu130", Platform: "linux/amd64",
			ArchList: []string{"sm_80", "sm_100", "sm_120", "compute_120"}, ArchSource: "test"}, ""
	}
	d := RunDoctor(context.Background(), h)
	f := d.Image.Findings[0]
	if f.OK || !strings.Contains(f.Says, "has no code for sm_90") || !strings.Contains(f.Fix, "needs sm_90") || !strings.Contains(f.Fix, "spkit matrix -p h100") {
		t.Errorf("finding: %+v", f)
	}
	if !someContains(problemTexts(d), "has no code for sm_90") {
		t.Errorf("problems lack the finding: %q", problemTexts(d))
	}
	var text bytes.Buffer
	d.WriteText(&text)
	if !strings.Contains(text.String(), "  - problem: GPU 0 (NVIDIA H100 80GB HBM3, cc 9.0): torch's CUDA arch list") {
		t.Errorf("text:\n%s", text.String())
	}
}

// An old NGC tag: the age finding, and a fix naming the matrix's tag.
func TestDoctorImageOldNGC(t *testing.T) {
	h := doctorHost("gh200")
	cur := profiles.DefaultMatrix().Base("13.0").Image
	h.Image = func(profile string) (*Image, string) {
		return &Image{Profile: profile, CUDA: "13.0", Platform: "linux/arm64", BaseImage: "nvcr.io/nvidia/pytorch:24.05-py3",
			CurrentBase: cur, CurrentBaseWhy: "NVIDIA's DGX Spark playbooks use it"}, ""
	}
	d := RunDoctor(context.Background(), h)
	says := imageSays(d)
	if len(says) != 2 || !strings.Contains(says[0], "ngc_age: nvcr.io/nvidia/pytorch:24.05-py3 is 20 months old") ||
		!strings.Contains(says[0], "set base_image: "+cur) || !strings.Contains(says[0], "DGX Spark playbooks") {
		t.Errorf("findings: %q", says)
	}
	if !strings.Contains(says[1], "torch_arch: the version matrix has no CUDA arch list for nvcr.io/nvidia/pytorch:24.05-py3") {
		t.Errorf("unknown arch list not said: %q", says)
	}
	if !someContains(problemTexts(d), "20 months old") {
		t.Errorf("problems: %q", problemTexts(d))
	}
	// The matrix's own tag, gone stale: no newer tag to name, so advice
	// rather than a problem (a passing month must not fail doctor).
	h.Image = func(profile string) (*Image, string) {
		return &Image{Profile: profile, CUDA: "13.0", BaseImage: cur, CurrentBase: cur}, ""
	}
	h.Now = func() time.Time { return fixedNow.AddDate(2, 0, 0) }
	d = RunDoctor(context.Background(), h)
	if f := d.Image.Findings[0]; !f.OK || f.Fix != "" || !strings.Contains(f.Says, "knows no newer NGC image") {
		t.Errorf("stale matrix tag: %+v", f)
	}
	if someContains(problemTexts(d), "months old") {
		t.Errorf("a stale matrix tag is a problem: %q", problemTexts(d))
	}
}

// Every reason to skip says itself in one finding, text and JSON alike.
func TestDoctorImageSkipped(t *testing.T) {
	for _, tt := range []struct{ machine, image, says string }{
		{"a100", "", "no spkit.yaml here"},
		{"nodriver", "torch 2.11.0", "no NVIDIA GPU"},
		{"gpulost", "torch 2.11.0", "no NVIDIA GPU"},
		{"v100", "torch 2.11.0", "profile cpu has no GPU"},
	} {
		t.Run(tt.machine, func(t *testing.T) {
			h := doctorHost(tt.machine)
			if tt.machine == "v100" {
				// A matrix without CUDA 12: nothing builds for Volta, and
				// the cpu profile is recommended beside the GPU.
				h.Matrix.CUDA = h.Matrix.CUDA[:2]
			}
			h.Image = repoImage(tt.image, "linux/amd64")
			d := RunDoctor(context.Background(), h)
			if len(d.Image.Findings) != 1 || !d.Image.Findings[0].Skipped || !strings.Contains(d.Image.Findings[0].Says, tt.says) {
				t.Fatalf("findings: %q", imageSays(d))
			}
			var text bytes.Buffer
			d.WriteText(&text)
			if !strings.Contains(text.String(), "Image\n  - skipped: ") {
				t.Errorf("text:\n%s", text.String())
			}
			var back struct {
				Image struct {
					Findings []Finding `json:"findings"`
				} `json:"image"`
			}
			if err := json.Unmarshal(mustJSON(t, d), &back); err != nil || len(back.Image.Findings) != 1 || back.Image.Findings[0].Check != CheckImage {
				t.Errorf("json: %+v (%v)", back, err)
			}
		})
	}
	// The lookup's own reason (spkit.yaml does not resolve).
	h := doctorHost("h100")
	h.Image = func(string) (*Image, string) { return nil, "spkit.yaml does not resolve for profile h100: boom" }
	if d := RunDoctor(context.Background(), h); !strings.Contains(imageSays(d)[0], "boom") {
		t.Errorf("findings: %q", imageSays(d))
	}
}
