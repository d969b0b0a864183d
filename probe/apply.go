package probe

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Apply sets profiles.PROFILE.trainer_overrides.KEY to each best value in
// spkit.yaml's text. A key that exists with a plain value is edited in
// place, so nothing else of the file moves; otherwise the missing mappings
// are added and the file is re-encoded (comments kept).
func Apply(data []byte, profile string, best map[string]int) ([]byte, error) {
	keys := make([]string, 0, len(best))
	for k := range best {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := data
	for _, k := range keys {
		var err error
		if out, err = applyOne(out, profile, k, best[k]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func applyOne(data []byte, profile, key string, value int) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("reading spkit.yaml: %w", err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("spkit.yaml is not a mapping")
	}
	path := []string{"profiles", profile, "trainer_overrides"}
	if err := checkShared(doc.Content[0], append(path, key)); err != nil {
		return nil, err
	}
	if n := lookup(doc.Content[0], append(path, key)); n != nil && n.Kind == yaml.ScalarNode && n.Style == 0 {
		if out, ok := replaceAt(data, n, strconv.Itoa(value)); ok {
			return out, nil
		}
	}
	m := doc.Content[0]
	for _, p := range path {
		m = child(m, p)
	}
	set(m, key, strconv.Itoa(value))
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// checkShared refuses to edit through a node that another place of the
// file shares: an alias (*ov) would take the edit to the anchor's mapping,
// and an anchored node (&ov) would pass it on to every alias of it. Either
// way a value probed for one profile would silently become another's.
func checkShared(m *yaml.Node, keys []string) error {
	where := ""
	for _, k := range keys {
		if m == nil || m.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == k {
				next = m.Content[i+1]
			}
		}
		where = strings.TrimPrefix(where+"."+k, ".")
		switch {
		case next == nil:
			return nil
		case next.Kind == yaml.AliasNode:
			return fmt.Errorf("spkit.yaml:%d: %s is an alias (*%s) of the mapping at line %d, which other places share; give this profile its own mapping",
				next.Line, where, next.Value, aliasLine(next))
		case next.Anchor != "":
			return fmt.Errorf("spkit.yaml:%d: %s has the anchor &%s, which other places may alias; give this profile its own mapping", next.Line, where, next.Anchor)
		}
		m = next
	}
	return nil
}

func aliasLine(n *yaml.Node) int {
	if n.Alias != nil {
		return n.Alias.Line
	}
	return 0
}

// lookup follows keys through mappings.
func lookup(m *yaml.Node, keys []string) *yaml.Node {
	for _, k := range keys {
		if m == nil || m.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == k {
				next = m.Content[i+1]
			}
		}
		m = next
	}
	return m
}

// child returns m's mapping under key, creating it (or replacing a null).
func child(m *yaml.Node, key string) *yaml.Node {
	if n := lookup(m, []string{key}); n != nil && n.Kind == yaml.MappingNode {
		return n
	}
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	set(m, key, "")
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = n
		}
	}
	return n
}

func set(m *yaml.Node, key, value string) {
	v := &yaml.Node{Kind: yaml.ScalarNode, Value: value}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = v
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}, v)
}

// replaceAt replaces the plain scalar n in data, found by its line and
// column, with value.
func replaceAt(data []byte, n *yaml.Node, value string) ([]byte, bool) {
	lines := strings.SplitAfter(string(data), "\n")
	if n.Line < 1 || n.Line > len(lines) {
		return nil, false
	}
	line := lines[n.Line-1]
	col := n.Column - 1
	if col < 0 || col+len(n.Value) > len(line) || line[col:col+len(n.Value)] != n.Value {
		return nil, false
	}
	lines[n.Line-1] = line[:col] + value + line[col+len(n.Value):]
	return []byte(strings.Join(lines, "")), true
}
