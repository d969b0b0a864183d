package trainconfig

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// Has reports whether the trainer config text sets key (dotted for nested
// mappings: "optimizer.lr").
func Has(base []byte, key string) bool {
	var doc yaml.Node
	if yaml.Unmarshal(base, &doc) != nil || len(doc.Content) == 0 {
		return false
	}
	n := doc.Content[0]
	for _, part := range strings.Split(key, ".") {
		if n.Kind != yaml.MappingNode {
			return false
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == part {
				next = n.Content[i+1]
			}
		}
		if next == nil {
			return false
		}
		n = next
	}
	return true
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
