package trainconfig

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// OutputKeys are the top-level keys trainers name their output (and
// checkpoint) folder with: output_dir (Hugging Face Trainer, LLaMA-Factory,
// axolotl, TRL), output_path, save_dir.
var OutputKeys = []string{"output_dir", "output_path", "save_dir"}

// Has reports whether the trainer config text sets key (dotted for nested
// mappings: "optimizer.lr").
func Has(base []byte, key string) bool {
	return find(base, key) != nil
}

// Scalar returns key's value when the config sets it to a scalar.
func Scalar(base []byte, key string) (string, bool) {
	n := find(base, key)
	if n == nil || n.Kind != yaml.ScalarNode {
		return "", false
	}
	return n.Value, true
}

// find returns key's value node, or nil. Aliases are not followed.
func find(base []byte, key string) *yaml.Node {
	var doc yaml.Node
	if key == "" || yaml.Unmarshal(base, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	n := doc.Content[0]
	for _, part := range strings.Split(key, ".") {
		if n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == part {
				next = n.Content[i+1]
			}
		}
		if next == nil {
			return nil
		}
		n = next
	}
	return n
}

// FirstKey returns the first of keys the config sets, or "".
func FirstKey(base []byte, keys ...string) string {
	for _, k := range keys {
		if Has(base, k) {
			return k
		}
	}
	return ""
}
