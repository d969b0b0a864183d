package project

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// hardwareWords are the words that name the catalog's machines, for the
// scan (reposcan cannot read the catalog): a file named for one is that
// profile's variant (train_4090.py, config_h100.yaml). A profile the user
// adds in .spkit/profiles/ is recognised the same way.
func hardwareWords(cat *profiles.Catalog) []reposcan.HardwareWord {
	if cat == nil {
		cat = profiles.Builtin()
	}
	var out []reposcan.HardwareWord
	for _, p := range cat.All() {
		out = append(out, profileWords(p)...)
	}
	return out
}

var (
	// nameDigits is a name's model number (rtx4090 -> 4090).
	nameDigits = regexp.MustCompile(`^[a-z]+([0-9]{3,})$`)
	// sizeWord is a memory size in a GPU's name (80GB).
	sizeWord = regexp.MustCompile(`^[0-9]+gb$`)
)

// profileWords are one profile's words with their rank (the lower, the
// more explicit): 0 its name (dgx-spark, dgx_spark), 1 the name's first
// part or model number (dgx, 4090), 2 its GPU's model words that carry a
// digit (GB10, H100; not NVIDIA or GeForce), 3 the name's later parts
// (spark: a trainer may ship spark_requirements.txt for another Spark), 4
// its per-GPU memory (24gb). A profile for any GPU (no GPU name) names no
// machine.
func profileWords(p *profiles.Profile) []reposcan.HardwareWord {
	if p.HasGPU() && p.GPU.Name == "" {
		return nil
	}
	var out []reposcan.HardwareWord
	add := func(word string, rank int) {
		out = append(out, reposcan.HardwareWord{Word: strings.ToLower(word), Profile: p.Name, Rank: rank})
	}
	add(p.Name, 0)
	if parts := strings.Split(p.Name, "-"); len(parts) > 1 {
		add(strings.Join(parts, "_"), 0)
		for i, part := range parts {
			if len(part) >= 3 {
				add(part, min(1+2*i, 3)) // the family (dgx) before the model's word (spark)
			}
		}
	}
	if m := nameDigits.FindStringSubmatch(p.Name); m != nil {
		add(m[1], 1)
	}
	if !p.HasGPU() {
		return out
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(p.GPU.Name), func(r rune) bool { return r == ' ' || r == '-' }) {
		switch {
		case sizeWord.MatchString(w):
			add(w, 4)
		case strings.ContainsAny(w, "0123456789"):
			add(w, 2)
		}
	}
	if gb := int64(p.Memory.GPU) >> 30; gb > 0 {
		add(fmt.Sprintf("%dgb", gb), 4)
		add(fmt.Sprintf("%dg", gb), 4)
	}
	return out
}

// HardwareWords is hardwareWords for tools that scan as init does
// (tools/initscan).
func HardwareWords(cat *profiles.Catalog) []reposcan.HardwareWord { return hardwareWords(cat) }
