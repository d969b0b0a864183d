// Package ci generates the users' image pipeline: a GitHub Actions workflow
// that builds each profile's image on native runners per architecture with
// registry cache, pushes by digest, merges multi-arch manifests with SBOM and
// provenance attestations, and smoke-tests the result with `spkit smoke`.
// Generators do no I/O: options in, workflow bytes out.
package ci

import (
	_ "embed"
	"fmt"

	"gopkg.in/yaml.v3"
)

//go:embed actions.yaml
var actionsData []byte

// Action is a GitHub Action the workflow uses, with its pinned release.
type Action struct {
	Name    string `yaml:"name"`
	Repo    string `yaml:"repo"`
	Major   string `yaml:"major"`
	Version string `yaml:"version"`
	SHA     string `yaml:"sha"`
	Date    string `yaml:"date"`
}

func loadActions() (map[string]Action, error) {
	var list []Action
	if err := yaml.Unmarshal(actionsData, &list); err != nil {
		return nil, fmt.Errorf("embedded actions.yaml: %w", err)
	}
	out := make(map[string]Action, len(list))
	for _, a := range list {
		out[a.Name] = a
	}
	return out, nil
}

// uses returns the `uses:` value for the named action: REPO@MAJOR, or
// REPO@SHA when pinning (the version goes in a comment by the caller).
func (g *generator) uses(name string) string {
	a, ok := g.actions[name]
	if !ok {
		panic("ci: unknown action " + name) // programming error: names are constants
	}
	if g.opts.PinSHA {
		return a.Repo + "@" + a.SHA
	}
	return a.Repo + "@" + a.Major
}
