package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// HardwareFile is a file named for a GPU or a machine: a script, a config
// or a requirements file meant for that hardware.
type HardwareFile struct {
	Path string
	// Profile is the spkit profile the name points to (rtx4090,
	// dgx-spark, h100, gh200, gb200, cpu).
	Profile string
	Token   string // the word in the name that says so
	Kind    string // script, config, requirements, shell
}

// hardwareTokens map words in file names to profiles. Names for hardware
// spkit has no profile for (mac, mps, rocm, 8gb) map to "".
var hardwareTokens = []struct {
	re      *regexp.Regexp
	profile string
}{
	{regexp.MustCompile(`(?i)(^|[^a-z0-9])(rtx)?(4090|3090|24gb|24g)([^a-z0-9]|$)`), "rtx4090"},
	{regexp.MustCompile(`(?i)(^|[^a-z])(dgx|spark|gb10)([^a-z]|$)`), "dgx-spark"},
	{regexp.MustCompile(`(?i)(^|[^a-z0-9])(h100|h200|80gb)([^a-z0-9]|$)`), "h100"},
	{regexp.MustCompile(`(?i)(^|[^a-z0-9])(gh200)([^a-z0-9]|$)`), "gh200"},
	{regexp.MustCompile(`(?i)(^|[^a-z0-9])(gb200)([^a-z0-9]|$)`), "gb200"},
	{regexp.MustCompile(`(?i)(^|[^a-z])(cpu)([^a-z]|$)`), "cpu"},
	{regexp.MustCompile(`(?i)(^|[^a-z0-9])(mac|macos|mps|rocm|amd|apple|m1|m2|m3|intel|xpu|npu|ascend|tpu|(4|6|8|10|12|16)gb|low_?vram)([^a-z0-9]|$)`), ""},
}

// HardwareOf returns the profile a file or folder name points to and the
// word that says so; ok is false for a neutral name.
func HardwareOf(name string) (profile, token string, ok bool) {
	stem := strings.TrimSuffix(path.Base(name), path.Ext(name))
	for _, h := range hardwareTokens {
		if m := h.re.FindStringSubmatch(stem); m != nil {
			return h.profile, strings.ToLower(m[len(m)-2]), true
		}
	}
	return "", "", false
}

func hardwareName(f string) bool {
	_, _, ok := HardwareOf(f)
	return ok
}

// hardwareFiles lists the scripts, configs and requirements files named
// for hardware (not under tests/ or docs/).
func (s *scan) hardwareFiles() []HardwareFile {
	var out []HardwareFile
	for _, f := range s.repo.files {
		if strings.Count(f, "/") > 4 || notConfig.MatchString(f) {
			continue
		}
		kind := ""
		base := strings.ToLower(path.Base(f))
		switch ext := path.Ext(base); {
		case ext == ".txt" && strings.Contains(base, "requirements"):
			kind = "requirements"
		case ext == ".py" && entryName.MatchString(strings.TrimSuffix(base, ".py")):
			kind = "script"
		case ext == ".sh":
			kind = "shell"
		case ext == ".yaml" || ext == ".yml" || ext == ".json" || ext == ".toml":
			kind = "config"
		default:
			continue
		}
		profile, token, ok := HardwareOf(f)
		if !ok {
			continue
		}
		out = append(out, HardwareFile{Path: f, Profile: profile, Token: token, Kind: kind})
	}
	return out
}
