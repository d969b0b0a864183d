package doctor

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Finding is one thing doctor says about an image, with what to do.
type Finding struct {
	// Check names the check: "torch_arch", "ngc_age", or "image" (the
	// image checks as a whole).
	Check string `json:"check"`
	OK    bool   `json:"ok"`
	// Skipped: the check did not run; Says is why (it is not a problem).
	Skipped bool   `json:"skipped,omitempty"`
	Says    string `json:"says"`
	Fix     string `json:"fix,omitempty"`
}

// Names of the image checks, in Finding.Check.
const (
	CheckImage     = "image"
	CheckTorchArch = "torch_arch"
	CheckNGCAge    = "ngc_age"
	CheckBaseTag   = "base_tag"
)

// TorchArchFinding judges torch.cuda.get_arch_list() ("sm_80 sm_90
// sm_120 compute_120") against a GPU's compute capability ("12.1"). CUDA
// runs cubins built for sm_XY on any sm_XZ with Z >= Y of the same major,
// and PTX (compute_XY) is compiled by the driver for newer GPUs: so GB10's
// sm_121 is served by sm_120 code, and PyTorch's "not compatible" warning
// for it is wrong.
func TorchArchFinding(archList []string, cc string) Finding {
	major, minor, ok := parseCC(cc)
	if !ok {
		return Finding{Check: CheckTorchArch, Says: fmt.Sprintf("compute capability %q is not MAJOR.MINOR", cc), Fix: "check the GPU with nvidia-smi"}
	}
	want := fmt.Sprintf("sm_%d%d", major, minor)
	cubin, ptx := "", ""
	for _, a := range archList {
		kind, m, n, ok := parseArch(a)
		if !ok {
			continue
		}
		switch {
		case kind == "sm" && m == major && n == minor:
			return Finding{Check: CheckTorchArch, OK: true, Says: fmt.Sprintf("torch has %s code for this GPU (%s)", want, a)}
		case kind == "sm" && m == major && n < minor:
			cubin = a
		case kind == "compute" && (m < major || (m == major && n <= minor)):
			ptx = a
		}
	}
	switch {
	case cubin != "":
		return Finding{Check: CheckTorchArch, OK: true, Says: fmt.Sprintf("torch has no %s build, but its %s code runs on this GPU: CUDA cubins are binary compatible within the %d.x family (code for %d.Y runs on %d.Z with Z >= Y), so a PyTorch warning that %s is not supported is wrong here",
			want, cubin, major, major, major, want)}
	case ptx != "":
		return Finding{Check: CheckTorchArch, OK: true, Says: fmt.Sprintf("torch has no %s build, but its %s PTX runs on this GPU: the driver compiles it at first use (a slower first start), so a PyTorch warning that %s is not supported is wrong here",
			want, ptx, want)}
	}
	var fits []string
	for n := 0; n <= minor; n++ {
		fits = append(fits, fmt.Sprintf("sm_%d%d", major, n))
	}
	blackwell := ""
	if major >= 10 {
		blackwell = " (cu130 wheels or NGC 25.09+ for Blackwell)"
	}
	return Finding{Check: CheckTorchArch, Says: fmt.Sprintf("torch's CUDA arch list %v has no code for %s", archList, want),
		Fix: fmt.Sprintf("use a PyTorch built for this GPU: its arch list needs %s, or PTX at or below compute_%d%d%s",
			strings.Join(fits, " or "), major, minor, blackwell)}
}

func parseCC(cc string) (int, int, bool) {
	a, b, ok := strings.Cut(cc, ".")
	m, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	return m, n, ok && err1 == nil && err2 == nil
}

// parseArch reads "sm_120" or "compute_90" (the last digit is the minor).
func parseArch(a string) (string, int, int, bool) {
	kind, num, ok := strings.Cut(strings.TrimSuffix(strings.TrimSuffix(a, "a"), "f"), "_")
	if !ok || len(num) < 2 || (kind != "sm" && kind != "compute") {
		return "", 0, 0, false
	}
	m, err1 := strconv.Atoi(num[:len(num)-1])
	n, err2 := strconv.Atoi(num[len(num)-1:])
	return kind, m, n, err1 == nil && err2 == nil
}

// NGCTagAge judges an NGC PyTorch image's YY.MM tag
// ("nvcr.io/nvidia/pytorch:25.09-py3") against now: NGC releases monthly,
// and an image older than maxAgeMonths misses fixes for new GPUs.
func NGCTagAge(ref string, now time.Time, maxAgeMonths int) Finding {
	y, m, ok := ngcYearMonth(ref)
	if !ok {
		return Finding{Check: CheckNGCAge, OK: true, Skipped: true, Says: fmt.Sprintf("%s has no NGC YY.MM tag: its age is unknown", ref)}
	}
	age := (now.Year()-(2000+y))*12 + int(now.Month()) - m
	if age > maxAgeMonths {
		return Finding{Check: CheckNGCAge, Says: fmt.Sprintf("%s is %s old (NGC %02d.%02d)", ref, months(age), y, m),
			Fix: fmt.Sprintf("move to a recent NGC release (at most %d months old; 25.09 or later for CUDA 13): set base_image in spkit.yaml", maxAgeMonths)}
	}
	if age < 0 {
		return Finding{Check: CheckNGCAge, OK: true, Says: fmt.Sprintf("%s is dated after this host's clock", ref)}
	}
	return Finding{Check: CheckNGCAge, OK: true, Says: fmt.Sprintf("%s is %s old", ref, months(age))}
}

func months(n int) string {
	if n == 1 {
		return "1 month"
	}
	return fmt.Sprintf("%d months", n)
}

// ngcYearMonth reads an NGC reference's YY.MM tag ("nvcr.io/nvidia/
// pytorch:25.09-py3": 25, 9); ok is false for any other tag.
func ngcYearMonth(ref string) (yy, mm int, ok bool) {
	_, tag, _ := strings.Cut(ref[strings.LastIndex(ref, "/")+1:], ":")
	y, rest, found := strings.Cut(tag, ".")
	if !found || len(y) != 2 {
		return 0, 0, false
	}
	month, _, _ := strings.Cut(rest, "-")
	yv, err1 := strconv.Atoi(y)
	mv, err2 := strconv.Atoi(month)
	if err1 != nil || err2 != nil || mv < 1 || mv > 12 || len(month) != 2 {
		return 0, 0, false
	}
	return yv, mv, true
}
