package trainconfig

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Change is one trainer-config key a profile overrides.
type Change struct {
	Key string // dotted path, "training.batch_size"
	Old string // "(unset)" when the trainer's file lacks the key
	New string // "(removed)" for a null override
	// Skipped says why a profile's override was not applied ("" when it was).
	Skipped string
}

func (c Change) String() string {
	if c.Skipped != "" {
		return fmt.Sprintf("%s: %s skipped: %s", c.Key, c.New, c.Skipped)
	}
	return fmt.Sprintf("%s: %s -> %s", c.Key, c.Old, c.New)
}

const (
	unset   = "(unset)"
	removed = "(removed)"
)

// RenderTrainConfig merges overrides over the trainer's YAML config (base)
// and returns the merged file and what changed. The trainer's own file keeps
// its key order and comments; keys it lacks are appended. Nested maps merge
// key by key; a dotted override key ("optimizer.lr") reaches into nested
// maps; a nil value removes the key. Pure: the command reads and writes the files.
func Render(base []byte, overrides map[string]any) ([]byte, []Change, error) {
	if err := CheckOverrides(overrides); err != nil {
		return nil, nil, errdefs.Configf(OverridesHint, "%v", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(base, &doc); err != nil {
		return nil, nil, errdefs.Wrap(errdefs.Config, err, "the trainer config is not valid YAML: "+firstLine(err), "fix the file named by train.config")
	}
	if doc.Kind == 0 {
		doc = yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{{Kind: yaml.MappingNode, Tag: "!!map"}}}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, nil, errdefs.Configf("trainer_overrides need a config file whose top level is a mapping", "the trainer config is not a YAML mapping")
	}
	var changes []Change
	if err := mergeInto(root, "", overrides, &changes); err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, nil, err
	}
	return buf.Bytes(), changes, nil
}

func mergeInto(m *yaml.Node, prefix string, over map[string]any, changes *[]Change) error {
	keys := make([]string, 0, len(over))
	for k := range over {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := mergeKey(m, prefix, k, over[k], changes); err != nil {
			return err
		}
	}
	return nil
}

func mergeKey(m *yaml.Node, prefix, key string, v any, changes *[]Change) error {
	full := strings.TrimPrefix(prefix+"."+key, ".")
	val := lookup(m, key)
	if val == nil {
		if head, rest, dotted := strings.Cut(key, "."); dotted {
			child := lookup(m, head)
			if child == nil && v == nil {
				return nil
			}
			if child == nil {
				child = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
				m.Content = append(m.Content, scalarKey(head), child)
			}
			if child.Kind == yaml.MappingNode {
				return mergeKey(child, strings.TrimPrefix(prefix+"."+head, "."), rest, v, changes)
			}
		}
	}
	if sub, ok := v.(map[string]any); ok && val != nil && val.Kind == yaml.MappingNode {
		return mergeInto(val, full, sub, changes)
	}
	if v == nil {
		// null removes the key: a trainer with a strict parser gets no
		// "key: null" it does not know.
		if val != nil {
			*changes = append(*changes, Change{Key: full, Old: inline(val), New: removed})
			removeKey(m, key)
		}
		return nil
	}
	var nv yaml.Node
	if err := nv.Encode(v); err != nil {
		return fmt.Errorf("trainer override %s: %w", full, err)
	}
	old := unset
	if val != nil {
		old = inline(val)
		*val = nv
	} else {
		m.Content = append(m.Content, scalarKey(key), &nv)
	}
	if n := inline(&nv); n != old {
		*changes = append(*changes, Change{Key: full, Old: old, New: n})
	}
	return nil
}

func lookup(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

func removeKey(m *yaml.Node, key string) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content = append(m.Content[:i], m.Content[i+2:]...)
			return
		}
	}
}

func scalarKey(k string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: k} }

// inline renders a node on one line, for the diff.
func inline(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return n.Value
	}
	c := *n
	c.Style = yaml.FlowStyle
	c.HeadComment, c.LineComment, c.FootComment = "", "", ""
	out, err := yaml.Marshal(&c)
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}

func firstLine(err error) string {
	return strings.SplitN(strings.TrimPrefix(err.Error(), "yaml: "), "\n", 2)[0]
}
