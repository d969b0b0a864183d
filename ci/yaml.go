package ci

import (
	"gopkg.in/yaml.v3"
)

// omap is a YAML mapping that keeps its keys in insertion order, so the
// workflow reads top to bottom the way GitHub's docs write them.
type omap struct {
	keys []string
	vals map[string]any
}

func newMap(kv ...any) *omap {
	m := &omap{vals: map[string]any{}}
	for i := 0; i+1 < len(kv); i += 2 {
		m.set(kv[i].(string), kv[i+1])
	}
	return m
}

// set adds or replaces key; a nil value or empty string leaves the key out.
func (m *omap) set(key string, v any) *omap {
	if v == nil {
		return m
	}
	if s, ok := v.(string); ok && s == "" {
		return m
	}
	if _, ok := m.vals[key]; !ok {
		m.keys = append(m.keys, key)
	}
	m.vals[key] = v
	return m
}

// MarshalYAML renders the mapping in key order.
func (m *omap) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.MappingNode}
	for _, k := range m.keys {
		var v yaml.Node
		if err := v.Encode(m.vals[k]); err != nil {
			return nil, err
		}
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k}, &v)
	}
	return n, nil
}
