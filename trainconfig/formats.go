package trainconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"
	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Format is a trainer config's file format, from its extension.
type Format string

const (
	YAML  Format = "yaml"
	JSON  Format = "json"
	TOML  Format = "toml"
	Other Format = "" // Python and anything else: passed through untouched
)

// FormatOf is the format of a config file, from its name.
func FormatOf(name string) Format {
	switch strings.ToLower(path.Ext(name)) {
	case ".yaml", ".yml":
		return YAML
	case ".json":
		return JSON
	case ".toml":
		return TOML
	}
	return Other
}

// RenderAs merges overrides over a config in its own format: YAML keeps
// its order and comments (Render), JSON is written back as JSON in its key
// order, TOML as TOML (comments and key order are not kept); a format spkit
// cannot edit (a Python config) is passed through unchanged, and refused
// when there is something to merge.
func RenderAs(f Format, base []byte, overrides map[string]any) ([]byte, []Change, error) {
	switch f {
	case YAML:
		return Render(base, overrides)
	case JSON:
		return renderJSON(base, overrides)
	case TOML:
		return renderTOML(base, overrides)
	}
	if len(overrides) > 0 {
		keys := make([]string, 0, len(overrides))
		for k := range overrides {
			keys = append(keys, k)
		}
		return nil, nil, errdefs.Configf("set them in the trainer's config file itself, or pass them on the command line (train_args)",
			"spkit cannot merge trainer_overrides (%s) into this config: only YAML, JSON and TOML configs can be edited", strings.Join(sortedKeys(toMap(keys)), ", "))
	}
	return base, nil, nil
}

func toMap(keys []string) map[string]any {
	m := make(map[string]any, len(keys))
	for _, k := range keys {
		m[k] = nil
	}
	return m
}

// renderJSON merges on the YAML tree (JSON is YAML) and writes JSON back
// in the file's key order.
func renderJSON(base []byte, overrides map[string]any) ([]byte, []Change, error) {
	if len(overrides) == 0 {
		return base, nil, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(base, &doc); err != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, nil, errdefs.Configf("fix the file named by train.config", "the trainer config is not a JSON object")
	}
	root := doc.Content[0]
	var changes []Change
	if err := mergeInto(root, "", overrides, &changes); err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	if err := writeJSON(&buf, root, ""); err != nil {
		return nil, nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), changes, nil
}

// writeJSON writes a YAML node as JSON, mappings in their order.
func writeJSON(b *bytes.Buffer, n *yaml.Node, indent string) error {
	switch n.Kind {
	case yaml.AliasNode:
		return writeJSON(b, n.Alias, indent)
	case yaml.MappingNode:
		if len(n.Content) == 0 {
			b.WriteString("{}")
			return nil
		}
		b.WriteString("{\n")
		for i := 0; i+1 < len(n.Content); i += 2 {
			key, _ := json.Marshal(n.Content[i].Value)
			b.WriteString(indent + "  ")
			b.Write(key)
			b.WriteString(": ")
			if err := writeJSON(b, n.Content[i+1], indent+"  "); err != nil {
				return err
			}
			if i+2 < len(n.Content) {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "}")
	case yaml.SequenceNode:
		if len(n.Content) == 0 {
			b.WriteString("[]")
			return nil
		}
		b.WriteString("[\n")
		for i, c := range n.Content {
			b.WriteString(indent + "  ")
			if err := writeJSON(b, c, indent+"  "); err != nil {
				return err
			}
			if i+1 < len(n.Content) {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "]")
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!int", "!!float":
			if _, err := strconv.ParseFloat(n.Value, 64); err == nil {
				b.WriteString(n.Value)
				return nil
			}
		case "!!bool":
			b.WriteString(strconv.FormatBool(n.Value == "true" || n.Value == "True" || n.Value == "TRUE"))
			return nil
		case "!!null":
			b.WriteString("null")
			return nil
		}
		s, _ := json.Marshal(n.Value)
		b.Write(s)
	default:
		return fmt.Errorf("unexpected YAML node kind %d", n.Kind)
	}
	return nil
}

// renderTOML merges over the TOML config's values and writes TOML back.
func renderTOML(base []byte, overrides map[string]any) ([]byte, []Change, error) {
	if len(overrides) == 0 {
		return base, nil, nil
	}
	var m map[string]any
	if err := toml.Unmarshal(base, &m); err != nil {
		return nil, nil, errdefs.Wrap(errdefs.Config, err, "the trainer config is not valid TOML", "fix the file named by train.config")
	}
	// Merge on a YAML tree of the values, for the same rules and changes.
	y, err := yaml.Marshal(m)
	if err != nil {
		return nil, nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(y, &doc); err != nil {
		return nil, nil, err
	}
	var changes []Change
	if err := mergeInto(doc.Content[0], "", overrides, &changes); err != nil {
		return nil, nil, err
	}
	var merged map[string]any
	if err := doc.Decode(&merged); err != nil {
		return nil, nil, err
	}
	out, err := toml.Marshal(merged)
	if err != nil {
		return nil, nil, fmt.Errorf("writing the merged TOML config: %w", err)
	}
	return out, changes, nil
}
