package trainconfig

import (
	_ "embed"
	"fmt"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

//go:embed data/dialects.yaml
var dialectsYAML []byte

// Dialect is how one trainer's config names spkit's logical settings.
type Dialect struct {
	Name        string             `yaml:"-"`
	Description string             `yaml:"description"`
	Source      string             `yaml:"source"`
	Detect      [][]string         `yaml:"detect"`
	Settings    map[string]Mapping `yaml:"settings"`
}

// Mapping is one logical setting in a dialect: Key (same value), Key with
// Invert (a boolean turned around), or Values (logical value -> keys).
type Mapping struct {
	Key    string                    `yaml:"key"`
	Invert bool                      `yaml:"invert"`
	Values map[string]map[string]any `yaml:"values"`
}

var dialects = mustDialects()

func mustDialects() map[string]*Dialect {
	var doc struct {
		Dialects map[string]*Dialect `yaml:"dialects"`
	}
	dec := yaml.NewDecoder(strings.NewReader(string(dialectsYAML)))
	dec.KnownFields(true)
	if err := dec.Decode(&doc); err != nil {
		// The embedded data is tested; a failure here is a build defect.
		panic(fmt.Sprintf("trainconfig/data/dialects.yaml: %v", err))
	}
	for n, d := range doc.Dialects {
		d.Name = n
	}
	return doc.Dialects
}

// DialectNames lists the known dialects, sorted.
func DialectNames() []string {
	out := make([]string, 0, len(dialects))
	for n := range dialects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// LookupDialect returns the named dialect, or nil.
func LookupDialect(name string) *Dialect { return dialects[name] }

// DetectDialect returns the dialect whose detect keys the config has all
// of, and why; nil when none matches.
func DetectDialect(base []byte) (*Dialect, string) {
	for _, n := range DialectNames() {
		d := dialects[n]
		for _, set := range d.Detect {
			if !slices.ContainsFunc(set, func(k string) bool { return !Has(base, k) }) {
				return d, "the config has " + strings.Join(set, ", ")
			}
		}
	}
	return nil, ""
}

// Translate returns the dialect's keys and values for logical setting key
// set to v, or the reason it cannot.
func (d *Dialect) Translate(key string, v any) (map[string]any, string) {
	m, ok := d.Settings[key]
	switch {
	case !ok:
		return nil, fmt.Sprintf("the %s dialect has no %s", d.Name, key)
	case m.Key != "" && m.Invert:
		b, isBool := v.(bool)
		if !isBool {
			return nil, fmt.Sprintf("the %s dialect inverts %s, which needs true or false", d.Name, key)
		}
		return map[string]any{m.Key: !b}, ""
	case m.Key != "":
		return map[string]any{m.Key: v}, ""
	}
	if out, ok := m.Values[fmt.Sprint(v)]; ok {
		return out, ""
	}
	return nil, fmt.Sprintf("the %s dialect has no value for %s: %v", d.Name, key, v)
}
