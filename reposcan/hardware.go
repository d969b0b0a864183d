package reposcan

import (
	"cmp"
	"path"
	"regexp"
	"slices"
	"strings"
)

// HardwareFile is a file named for a GPU or a machine: a script, a config
// or a requirements file meant for that hardware.
type HardwareFile struct {
	Path string
	// Profile is the spkit profile the name points to ("" for hardware
	// spkit has no profile for).
	Profile string
	Token   string // the word in the name that says so
	Kind    string // script, config, requirements, shell
	// Rank is the word's: the lower, the more explicit the name.
	Rank int
}

// HardwareWord is a word that names a machine spkit has a profile for.
// The words come from the profile catalog, which this room cannot read:
// project derives them (the profile's name, its GPU's model, its memory
// size) and passes them in ScanOptions.
type HardwareWord struct {
	Word    string // lower case: a profile's name, a GPU model, "24gb"
	Profile string
	// Rank orders files named for one profile, the most explicit word
	// first (0 the profile's name, up to 4 its memory size).
	Rank int
}

// otherHardware are words for hardware spkit has no profile for (Apple,
// AMD, TPUs, small or older cards): a file so named is a variant for
// other hardware, not a rival of the main command. The catalog's words
// are looked for first.
var otherHardware = regexp.MustCompile(`(?i)(^|[^a-z0-9])(mac|macos|mps|rocm|amd|apple|m1|m2|m3|intel|xpu|npu|ascend|tpu|3090|(4|6|8|10|12|16)gb|low_?vram)([^a-z0-9]|$)`)

// hardwareTable finds the catalog's words in names.
type hardwareTable struct {
	re    *regexp.Regexp // nil: no words
	words map[string]HardwareWord
}

// newHardwareTable indexes the words; a word the catalog gives to two
// profiles (80gb for two cards) names hardware but no profile.
func newHardwareTable(words []HardwareWord) *hardwareTable {
	h := &hardwareTable{words: map[string]HardwareWord{}}
	for _, w := range words {
		w.Word = strings.ToLower(w.Word)
		if w.Word == "" {
			continue
		}
		if old, ok := h.words[w.Word]; ok {
			if old.Profile != w.Profile {
				w.Profile = ""
			}
			w.Rank = min(old.Rank, w.Rank)
		}
		h.words[w.Word] = w
	}
	alts := make([]string, 0, len(h.words))
	for w := range h.words {
		alts = append(alts, regexp.QuoteMeta(w))
	}
	// Longest first: rtx4090 before 4090 where both match at one place.
	slices.SortFunc(alts, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	if len(alts) > 0 {
		h.re = regexp.MustCompile(`(?i)(^|[^a-z0-9])(` + strings.Join(alts, "|") + `)([^a-z0-9]|$)`)
	}
	return h
}

// of returns the word a file or folder name is named for; ok is false
// for a neutral name.
func (h *hardwareTable) of(name string) (HardwareWord, bool) {
	stem := strings.TrimSuffix(path.Base(name), path.Ext(name))
	if h != nil && h.re != nil {
		if m := h.re.FindStringSubmatch(stem); m != nil {
			return h.words[strings.ToLower(m[2])], true
		}
	}
	if m := otherHardware.FindStringSubmatch(stem); m != nil {
		return HardwareWord{Word: strings.ToLower(m[2]), Rank: 4}, true
	}
	return HardwareWord{}, false
}

// HardwareOf returns the profile a file or folder name points to and the
// word that says so; ok is false for a neutral name.
func (f *Findings) HardwareOf(name string) (profile, token string, ok bool) {
	var h *hardwareTable
	if f.scan != nil {
		h = f.scan.hw
	}
	w, ok := h.of(name)
	return w.Profile, w.Word, ok
}

// hardwareOf is HardwareOf during the scan.
func (s *scan) hardwareOf(name string) (profile, token string, ok bool) {
	w, ok := s.hw.of(name)
	return w.Profile, w.Word, ok
}

func (s *scan) hardwareName(f string) bool {
	_, ok := s.hw.of(f)
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
		w, ok := s.hw.of(f)
		if !ok {
			continue
		}
		out = append(out, HardwareFile{Path: f, Profile: w.Profile, Token: w.Word, Kind: kind, Rank: w.Rank})
	}
	return out
}
