package profiles

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// Guard holds the memory guard's defaults for `spkit run` (seed 002: on DGX
// Spark stop at 100 GB used of 128 GB, keeping 28 GB free for the OS). It is
// a guardspec.Spec, read and checked when the profile file is decoded: a
// zero, negative or unreadable limit, a negative grace or an interval below
// guardspec.MinInterval is refused there with its file and line.
//
// In a file: max_used and min_available are sizes ("28GB" = 28 GiB;
// min_available may be a percentage of total memory, "20%"), interval and
// grace durations ("1s", "120s"; grace 0 means none), sources a
// comma-separated list (meminfo, cgroup, tree, gpu; default
// meminfo,cgroup,gpu).
type Guard guardspec.Spec

// Spec is the guard as the supervisor and the image environment take it.
func (g Guard) Spec() guardspec.Spec {
	s := guardspec.Spec(g)
	s.Sources = slices.Clone(g.Sources)
	return s
}

// guardKeys are the keys of a profile's guard: section.
var guardKeys = []string{"max_used", "min_available", "interval", "grace", "sources"}

// guardText is the guard as a file writes it.
type guardText struct {
	MaxUsed      string `yaml:"max_used,omitempty" json:"max_used,omitempty"`
	MinAvailable string `yaml:"min_available,omitempty" json:"min_available,omitempty"`
	Interval     string `yaml:"interval,omitempty" json:"interval,omitempty"`
	Grace        string `yaml:"grace,omitempty" json:"grace,omitempty"`
	Sources      string `yaml:"sources,omitempty" json:"sources,omitempty"`
}

func (g Guard) text() guardText {
	var t guardText
	if g.MaxUsed > 0 {
		t.MaxUsed = g.MaxUsed.Spec()
	}
	if !g.MinAvailable.IsZero() {
		t.MinAvailable = g.MinAvailable.Spec()
	}
	if g.Interval > 0 {
		t.Interval = guardspec.FormatDuration(g.Interval)
	}
	if g.GraceSet {
		t.Grace = guardspec.FormatDuration(g.Grace)
	}
	t.Sources = guardspec.FormatSources(g.Sources)
	return t
}

// set reads one key's text into g.
func (g *Guard) set(key, v string) error {
	var err error
	switch key {
	case "max_used":
		g.MaxUsed, err = memsize.Parse(v)
	case "min_available":
		g.MinAvailable, err = memsize.ParseHeadroom(v)
	case "interval":
		g.Interval, err = guardspec.ParseInterval(v)
	case "grace":
		g.Grace, err = guardspec.ParseGrace(v)
		g.GraceSet = err == nil
	case "sources":
		g.Sources, err = guardspec.ParseSources(v)
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return err
}

// UnmarshalYAML reads a guard: section, reporting each bad value with its
// line and column (yaml.v3 prefixes nothing to a custom unmarshaler's error,
// so the position is written here).
func (g *Guard) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: guard: expected a mapping of %s", n.Line, strings.Join(guardKeys, ", "))}}
	}
	var errs []string
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !slices.Contains(guardKeys, k.Value) {
			// The wording of yaml.v3's own unknown-field error, which
			// decodeProfile turns into "unknown key" with a suggestion.
			errs = append(errs, fmt.Sprintf("line %d: field %s not found in type profiles.Guard", k.Line, k.Value))
			continue
		}
		text, err := guardValue(v)
		if err == nil {
			err = g.set(k.Value, text)
		}
		if err != nil {
			errs = append(errs, fmt.Sprintf("line %d:%d: guard.%s: %v", v.Line, v.Column, k.Value, err))
		}
	}
	if len(errs) > 0 {
		return &yaml.TypeError{Errors: errs}
	}
	return nil
}

// guardValue is a value's text; sources may also be written as a list.
func guardValue(v *yaml.Node) (string, error) {
	switch v.Kind {
	case yaml.ScalarNode:
		return v.Value, nil
	case yaml.SequenceNode:
		parts := make([]string, len(v.Content))
		for i, c := range v.Content {
			if c.Kind != yaml.ScalarNode {
				return "", fmt.Errorf("expected a list of names")
			}
			parts[i] = c.Value
		}
		return strings.Join(parts, ","), nil
	}
	return "", fmt.Errorf("expected a value, got a mapping")
}

// MarshalYAML writes the guard as a profile file holds it.
func (g Guard) MarshalYAML() (any, error) { return g.text(), nil }

// IsZero reports whether nothing is set (yaml omitempty).
func (g Guard) IsZero() bool { return g.text() == guardText{} }

// MarshalJSON writes the same text as MarshalYAML.
func (g Guard) MarshalJSON() ([]byte, error) { return json.Marshal(g.text()) }

// UnmarshalJSON reads what MarshalJSON writes.
func (g *Guard) UnmarshalJSON(b []byte) error {
	var t guardText
	if err := json.Unmarshal(b, &t); err != nil {
		return err
	}
	*g = Guard{}
	for _, kv := range [][2]string{{"max_used", t.MaxUsed}, {"min_available", t.MinAvailable},
		{"interval", t.Interval}, {"grace", t.Grace}, {"sources", t.Sources}} {
		if kv[1] == "" {
			continue
		}
		if err := g.set(kv[0], kv[1]); err != nil {
			return fmt.Errorf("guard.%s: %w", kv[0], err)
		}
	}
	return nil
}

// MergeGuard returns base with over's set fields.
func MergeGuard(base, over Guard) Guard {
	if over.MaxUsed > 0 {
		base.MaxUsed = over.MaxUsed
	}
	if !over.MinAvailable.IsZero() {
		base.MinAvailable = over.MinAvailable
	}
	if over.Interval > 0 {
		base.Interval = over.Interval
	}
	if over.GraceSet {
		base.Grace, base.GraceSet = over.Grace, true
	}
	if len(over.Sources) > 0 {
		base.Sources = slices.Clone(over.Sources)
	}
	return base
}

// validateGuard checks what decoding cannot: a guard built in code, and the
// limits against the pool they watch.
func (p *Profile) validateGuard(*Matrix) error {
	g := p.Guard
	if g.Interval != 0 {
		if err := guardspec.CheckInterval(g.Interval); err != nil {
			return p.errorf("write it like 250ms or 1s", "guard.%v", err)
		}
	}
	if g.Grace < 0 {
		return p.errorf("give 0 for no grace, or a time such as 30s", "guard.grace %s is negative", g.Grace)
	}
	if g.MinAvailable.Percent < 0 || g.MinAvailable.Percent >= 100 {
		return p.errorf("write a percentage above 0% and below 100%", "guard.min_available %s is out of range", g.MinAvailable)
	}
	if len(g.Sources) > 0 {
		if _, err := guardspec.ParseSources(guardspec.FormatSources(g.Sources)); err != nil {
			return p.errorf("use "+guardspec.SourceList(), "guard.sources: %v", err)
		}
	}
	if err := g.Spec().CheckApplies(false); err != nil {
		return p.errorf("set guard.sources to ones the limits apply to (docs/run.md, \"Sources\")", "guard: %v", err)
	}
	return p.validateGuardFits()
}

// validateGuardFits checks the guard against the pool it watches: system
// memory (on unified machines, the GPU's pool too).
func (p *Profile) validateGuardFits() error {
	total := p.Memory.System
	if total == 0 {
		return nil
	}
	g := p.Guard
	if uint64(g.MaxUsed)+g.MinAvailable.Of(uint64(total)) > uint64(total) {
		return p.errorf(fmt.Sprintf("keep guard.max_used + guard.min_available within memory.system (%s)", total.Spec()),
			"guard max_used %s + min_available %s exceed memory.system %s", orZero(g.MaxUsed), orZeroHeadroom(g.MinAvailable), total.Spec())
	}
	return nil
}

func orZero(s memsize.Size) string {
	if s == 0 {
		return "0"
	}
	return s.Spec()
}

func orZeroHeadroom(h memsize.Headroom) string {
	if h.IsZero() {
		return "0"
	}
	return h.Spec()
}
