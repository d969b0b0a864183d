package project

import (
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

var tokenSep = regexp.MustCompile(`[^a-z0-9]+`)

// fileTokens splits a file's stem: "train_lora_4090.yaml" -> train, lora, 4090.
func fileTokens(p string) []string {
	stem := strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	return tokenSep.Split(strings.ToLower(stem), -1)
}

// profileTokens are the words a file named for a profile carries:
// dgx-spark -> dgx, spark; rtx4090 -> rtx4090, 4090.
func profileTokens(name string) []string {
	var out []string
	for _, part := range strings.Split(name, "-") {
		out = append(out, part)
		digits := strings.TrimLeftFunc(part, func(r rune) bool { return !unicode.IsDigit(r) })
		if len(digits) >= 3 && digits != part {
			out = append(out, digits)
		}
	}
	return out
}

func hardwareTokens(profiles []string) map[string]bool {
	out := map[string]bool{}
	for _, p := range profiles {
		for _, t := range profileTokens(p) {
			out[t] = true
		}
	}
	return out
}

func hasAny(tokens []string, set map[string]bool) bool {
	return slices.ContainsFunc(tokens, func(t string) bool { return set[t] })
}

// pickMainConfig returns the config train.config names: the first one the
// main script mentions, else a hardware-neutral config that has hardware
// variants (train_lora.yaml beside train_lora_4090.yaml), else the first
// hardware-neutral one, else the first.
func pickMainConfig(dir, script string, configs []string, hw map[string]bool) string {
	if c := mentioned(dir, script, configs); c != "" {
		return c
	}
	var neutral []string
	for _, c := range configs {
		if !hasAny(fileTokens(c), hw) {
			neutral = append(neutral, c)
		}
	}
	for _, c := range neutral {
		stem := strings.TrimSuffix(c, filepath.Ext(c))
		for _, v := range configs {
			if v != c && strings.HasPrefix(v, stem) && hasAny(fileTokens(v), hw) {
				return c
			}
		}
	}
	if len(neutral) > 0 {
		return neutral[0]
	}
	if len(configs) > 0 {
		return configs[0]
	}
	return ""
}

// mentioned returns the config the script names first in its source.
func mentioned(dir, script string, configs []string) string {
	// A FIFO or device named like the script must not stall init.
	f, err := fsutil.OpenRegular(filepath.Join(dir, script))
	if err != nil {
		return ""
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, 1<<20))
	if err != nil {
		return ""
	}
	best, bestAt := "", len(src)+1
	for _, c := range configs {
		if i := strings.Index(string(src), c); i >= 0 && i < bestAt {
			best, bestAt = c, i
		}
	}
	return best
}

// pickProfiles decides the profiles init writes and the config for each.
func pickProfiles(dir string, d *Detection, requested []string) []ProfileChoice {
	names := requested
	if len(names) == 0 {
		names = slices.Clone(defaultProfiles)
		if c, _ := configFor(dir, d, optionalProfile); c != "" {
			names = slices.Insert(names, len(names)-1, optionalProfile)
		}
	}
	out := make([]ProfileChoice, 0, len(names))
	for _, n := range slices.Compact(names) {
		c, why := configFor(dir, d, n)
		out = append(out, ProfileChoice{Name: n, TrainConfig: c, Why: why, Script: scriptFor(d, n)})
	}
	return out
}

// scriptFor returns a train script named for the profile other than the
// main one (train_4090.py for rtx4090), or "".
func scriptFor(d *Detection, profile string) string {
	want := hardwareTokens([]string{profile})
	for _, s := range d.Scripts {
		if s != d.MainScript && hasAny(fileTokens(s), want) {
			return s
		}
	}
	return ""
}

// configFor finds the trainer config meant for a profile: the one its own
// script names (train_4090.py -> its --config), else one named for it.
func configFor(dir string, d *Detection, profile string) (string, string) {
	if s := scriptFor(d, profile); s != "" {
		if c := mentioned(dir, s, d.Configs); c != "" && c != d.MainConfig {
			return c, "the config " + s + " names"
		}
	}
	want := hardwareTokens([]string{profile})
	var named []string
	for _, c := range d.Configs {
		if c != d.MainConfig && hasAny(fileTokens(c), want) {
			named = append(named, c)
		}
	}
	if len(named) == 0 {
		return "", ""
	}
	// train_lora_4090.yaml before train_flux_4090.yaml when train_lora is main.
	mainStem := strings.TrimSuffix(d.MainConfig, filepath.Ext(d.MainConfig))
	slices.SortStableFunc(named, func(a, b string) int {
		return boolRank(strings.HasPrefix(b, mainStem)) - boolRank(strings.HasPrefix(a, mainStem))
	})
	return named[0], "named for " + profile
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}
