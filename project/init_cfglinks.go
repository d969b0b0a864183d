package project

import (
	"path"
	"regexp"
	"strings"
)

// A trainer config may name its model's config by a key the package maps
// to a file (`model_type: pretrain_vicuna0`, and in the package
// `"pretrain_vicuna0": "configs/models/minigpt4_vicuna0.yaml"`, a
// registry of model configs): the value the user must write can sit
// there. linkedConfigs follows such keys one step, so that its holes are
// found too.

// registryEntry is a "key": "path.yaml" pair in Python source.
var registryEntry = regexp.MustCompile(`["']([A-Za-z0-9_.-]{3,})["']\s*:\s*["']([^"'\n]+\.ya?ml)["']`)

// maxRegistryFiles bounds the Python files read for registries, each read
// up to maxServeRead (a larger one is passed over): 50 MiB at the most.
const maxRegistryFiles = 200

// linkedConfigs are the config files the repository's Python code maps a
// value of the text to ("" values skipped), repository-relative, each
// resolved from the code file's folder or one above it.
func (d *Detection) linkedConfigs(dir, text string) []string {
	values := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		if m := configLine.FindStringSubmatch(line); m != nil {
			values[strings.Trim(m[2], `"' `)] = true
		}
	}
	files := map[string]bool{}
	for _, p := range d.findings.Files {
		files[p] = true
	}
	var out []string
	read := 0
	for _, py := range d.findings.Files {
		if !strings.HasSuffix(py, ".py") || read >= maxRegistryFiles {
			continue
		}
		read++
		for _, m := range registryEntry.FindAllStringSubmatch(readRepoText(dir, py, maxServeRead), -1) {
			if values[m[1]] {
				if p := resolveUp(files, path.Dir(py), m[2]); p != "" {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// resolveUp is rel joined to from or the nearest folder above it that
// holds it ("" when none does).
func resolveUp(files map[string]bool, from, rel string) string {
	for d := from; ; d = path.Dir(d) {
		if p := path.Join(d, rel); files[p] {
			return p
		}
		if d == "." || d == "/" || d == "" {
			return ""
		}
	}
}
