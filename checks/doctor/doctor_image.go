package doctor

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// NGCMaxAgeMonths is how old an NGC PyTorch image may be before doctor
// says so: NGC releases monthly, and an old image misses fixes for new GPUs
// (GB10 came with CUDA 13 images, NGC 25.09 and later).
const NGCMaxAgeMonths = 12

// Image is what the image spkit builds for a profile will carry, as
// the caller read it from spkit.yaml and the version matrix (checks takes
// it as plain data and knows nothing of spkit.yaml).
type Image struct {
	Profile string `json:"profile"`
	// TorchVersion is the PyTorch in the image: the wheels' version
	// ("2.9.1"), or what the base image ships ("2.10.0a0"; "" when unknown).
	TorchVersion string `json:"torch,omitempty"`
	CUDA         string `json:"cuda,omitempty"`
	// WheelLine is the PyTorch wheel line installed ("cu130"); "" when the
	// base image ships PyTorch.
	WheelLine string `json:"wheels,omitempty"`
	Platform  string `json:"platform,omitempty"`
	// BaseImage is the image that ships PyTorch (torch: base).
	BaseImage string `json:"base_image,omitempty"`
	// CurrentBase is the version matrix's image shipping PyTorch for CUDA
	// (the NGC tag spkit knows), offered when BaseImage is old;
	// CurrentBaseWhy says who uses it ("NVIDIA's DGX Spark playbooks use it").
	CurrentBase    string `json:"current_base,omitempty"`
	CurrentBaseWhy string `json:"current_base_why,omitempty"`
	// Unsupported, when set, says the image is built on a tag NVIDIA
	// marks unsupported and deletes (base_image in spkit.yaml, or a
	// refreshed matrix's CUDA image); UseInstead names the supported tag.
	Unsupported string `json:"unsupported,omitempty"`
	UseInstead  string `json:"use_instead,omitempty"`
	// ArchList is torch.cuda.get_arch_list() for the image ("sm_90",
	// "compute_120"); nil when unknown (the matrix has no list for it).
	ArchList []string `json:"arch_list"`
	// ArchSource says where ArchList comes from.
	ArchSource string `json:"arch_source,omitempty"`
	// Note is said with the image ("spkit.yaml lists h100 only").
	Note string `json:"note,omitempty"`
}

// ImageLookup returns the image spkit would build for a profile from the
// repository's spkit.yaml, or nil and why it cannot say (spkit.yaml does
// not load, or does not resolve for the profile). A nil ImageLookup means
// there is no spkit.yaml.
type ImageLookup func(profile string) (*Image, string)

// ImageReport is doctor's reading of the recommended profile's image:
// the image (nil when the checks were skipped) and the findings, a skipped
// one saying why.
type ImageReport struct {
	*Image
	Findings []Finding `json:"findings"`
}

func (d *Doctor) imageFinding(f Finding) {
	d.Image.Findings = append(d.Image.Findings, f)
	if !f.OK {
		d.problem(f.Says, f.Fix)
	}
}

func (d *Doctor) skipImage(why string) {
	d.imageFinding(Finding{Check: CheckImage, OK: true, Skipped: true, Says: why})
}

// checkImage judges the image of the recommended profile: the NGC tag's
// age for a base image, and torch's CUDA arch list against each GPU.
func (d *Doctor) checkImage(h *Host) {
	d.Image = ImageReport{Findings: []Finding{}}
	profile := d.Recommendation.Profile
	switch {
	case h.Image == nil:
		d.skipImage("no spkit.yaml here: run doctor in the trainer repository (or with -C DIR) to check the image it builds")
		return
	case len(d.GPUs) == 0:
		d.skipImage("no NVIDIA GPU: nothing to check the image's CUDA code against")
		return
	case profile == "":
		d.skipImage("no profile matches GPU 0: no image to check")
		return
	}
	if p, err := h.Catalog.Get(profile); err != nil || !p.HasGPU() {
		d.skipImage(fmt.Sprintf("profile %s has no GPU: its image carries no CUDA code to check", profile))
		return
	}
	img, why := h.Image(profile)
	if img == nil {
		d.skipImage(why)
		return
	}
	d.Image.Image = img
	if img.Unsupported != "" {
		d.imageFinding(baseTagFinding(img))
	}
	if img.BaseImage != "" && img.Unsupported == "" {
		d.imageFinding(d.ngcAge(img, h.now()))
	}
	d.archFindings(img)
}

// baseTagFinding is the problem of an image built on a tag NVIDIA deletes.
func baseTagFinding(img *Image) Finding {
	f := Finding{Check: CheckBaseTag, Says: img.Unsupported}
	switch {
	case img.UseInstead != "" && img.BaseImage != "":
		f.Fix = fmt.Sprintf("set base_image: %s in spkit.yaml", img.UseInstead)
	case img.UseInstead != "":
		f.Fix = "run `spkit matrix refresh` (its CUDA image becomes " + img.UseInstead + "), or remove the refreshed matrix to use spkit's own"
	default:
		f.Fix = "pick a supported tag (NVIDIA's list: https://gitlab.com/nvidia/container-images/cuda/-/blob/master/doc/supported-tags.md)"
	}
	return f
}

// ngcAge judges the base image's NGC tag; the fix names the matrix's tag
// when that is newer.
func (d *Doctor) ngcAge(img *Image, now time.Time) Finding {
	f := NGCTagAge(img.BaseImage, now, NGCMaxAgeMonths)
	if f.OK {
		return f
	}
	why := ""
	if img.CurrentBaseWhy != "" {
		why = "; " + img.CurrentBaseWhy
	}
	switch cur := NGCTagAge(img.CurrentBase, now, NGCMaxAgeMonths); {
	case img.CurrentBase != "" && img.CurrentBase != img.BaseImage && !cur.Skipped && ngcTag(img.CurrentBase) > ngcTag(img.BaseImage):
		f.Fix = fmt.Sprintf("set base_image: %s in spkit.yaml (the NGC image spkit's version matrix names for CUDA %s%s), or a newer NGC release (NGC publishes one a month)",
			img.CurrentBase, img.CUDA, why)
	case img.CurrentBase == img.BaseImage:
		// Nothing spkit knows is newer: advice, not a problem (doctor's
		// exit code must not turn red because a month went by).
		f.OK = true
		f.Says += fmt.Sprintf("; spkit's version matrix knows no newer NGC image for CUDA %s: consider a recent nvcr.io/nvidia/pytorch:YY.MM-py3 as base_image (NGC publishes one a month; see its tag list on catalog.ngc.nvidia.com), or spkit matrix refresh / a newer spkit", img.CUDA)
		f.Fix = ""
	}
	return f
}

// ngcTag returns an NGC reference's YY.MM tag as a sortable "YY.MM", or "".
func ngcTag(ref string) string {
	yy, mm, ok := ngcYearMonth(ref)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%02d.%02d", yy, mm)
}

// archFindings runs TorchArchFinding for each kind of GPU here.
func (d *Doctor) archFindings(img *Image) {
	if img.ArchList == nil {
		see := "run `python -c 'import torch; print(torch.cuda.get_arch_list())'` in the built image on this GPU"
		if img.BaseImage != "" {
			see = fmt.Sprintf("`docker run --rm --gpus all %s python -c 'import torch; print(torch.cuda.get_arch_list())'`", img.BaseImage)
		}
		d.imageFinding(Finding{Check: CheckTorchArch, OK: true, Skipped: true,
			Says: "the version matrix has no CUDA arch list for " + imageWhat(img) + ", so it is not checked against the GPU: see it with " + see})
		return
	}
	for _, g := range d.gpuGroups() {
		f := TorchArchFinding(img.ArchList, g.cc)
		f.Says = g.label + ": " + f.Says
		if !f.OK {
			f.Fix = archFix(img, f.Fix)
		}
		d.imageFinding(f)
	}
}

// archFix adds what to change in spkit.yaml to TorchArchFinding's fix.
func archFix(img *Image, fix string) string {
	if img.BaseImage != "" {
		return fix + "; set base_image: to one, or torch: and cuda: for wheels that carry it (`spkit matrix -p " + img.Profile + "` lists them)"
	}
	return fix + "; `spkit matrix -p " + img.Profile + "` lists the torch and cuda pairs whose wheels carry it: set torch: and cuda: in spkit.yaml to one"
}

func imageWhat(img *Image) string {
	if img.BaseImage != "" {
		return img.BaseImage
	}
	return fmt.Sprintf("torch %s from the %s wheels", img.TorchVersion, img.WheelLine)
}

type gpuGroup struct{ label, cc string }

// gpuGroups folds GPUs of one name and compute capability into one group
// ("GPUs 0, 1 (NVIDIA GB200, cc 10.0)").
func (d *Doctor) gpuGroups() []gpuGroup {
	var keys []string
	index := map[string][]string{}
	for _, g := range d.GPUs {
		k := g.Name + "\x00" + g.ComputeCapability
		if _, ok := index[k]; !ok {
			keys = append(keys, k)
		}
		index[k] = append(index[k], fmt.Sprint(g.Index))
	}
	out := make([]gpuGroup, 0, len(keys))
	for _, k := range keys {
		name, cc, _ := strings.Cut(k, "\x00")
		ids := index[k]
		word := "GPU"
		if len(ids) > 1 {
			word = "GPUs"
		}
		out = append(out, gpuGroup{fmt.Sprintf("%s %s (%s, cc %s)", word, strings.Join(ids, ", "), name, cc), cc})
	}
	return out
}

func (h *Host) now() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

func (d *Doctor) writeImage(w io.Writer) {
	r := d.Image
	if r.Image == nil {
		fmt.Fprintln(w, "Image")
	} else {
		img := r.Image
		fmt.Fprintf(w, "Image for profile %s (spkit.yaml)\n", img.Profile)
		if img.Note != "" {
			fmt.Fprintf(w, "  %s\n", img.Note)
		}
		if img.BaseImage != "" {
			ships := "its own torch and CUDA"
			if img.TorchVersion != "" {
				ships = fmt.Sprintf("torch %s (CUDA %s)", img.TorchVersion, orNone(img.CUDA))
			}
			fmt.Fprintf(w, "  %s ships %s, %s\n", img.BaseImage, ships, orNone(img.Platform))
		} else {
			fmt.Fprintf(w, "  torch %s from the %s wheels (CUDA %s), %s\n", img.TorchVersion, img.WheelLine, img.CUDA, orNone(img.Platform))
		}
		if img.ArchList == nil {
			fmt.Fprintln(w, "  torch CUDA arch list: unknown")
		} else {
			fmt.Fprintf(w, "  torch CUDA arch list: %s (%s)\n", strings.Join(img.ArchList, " "), img.ArchSource)
		}
	}
	for _, f := range r.Findings {
		switch {
		case f.Skipped:
			fmt.Fprintf(w, "  - skipped: %s\n", f.Says)
		case f.OK:
			fmt.Fprintf(w, "  - ok: %s\n", f.Says)
		default:
			fmt.Fprintf(w, "  - problem: %s (fix under Problems)\n", f.Says)
		}
	}
}
