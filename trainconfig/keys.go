package trainconfig

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// OutputKeys are the keys trainers name their output (and checkpoint)
// folder with, most common first: output_dir (Hugging Face Trainer,
// LLaMA-Factory, axolotl, TRL, torchtune), out_dir (nanoGPT, litgpt),
// training_folder (ai-toolkit), workspace_dir and output_model_destination
// (OneTrainer), save_dir, output_path. checkpoint_dir is not one: litgpt
// reads its weights from it.
var OutputKeys = []string{"output_dir", "out_dir", "output_path", "save_dir", "training_folder", "workspace_dir", "output_folder", "save_path", "output_model_destination"}

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

// FirstScalar returns the first of keys the config sets and its value,
// with ok false where that value is not a scalar. The config is parsed once.
func FirstScalar(base []byte, keys ...string) (key, value string, ok bool) {
	root := parse(base)
	for _, k := range keys {
		if n := lookupPath(root, k); n != nil {
			return k, n.Value, n.Kind == yaml.ScalarNode
		}
	}
	return "", "", false
}

// find returns key's value node, or nil. Aliases are not followed.
func find(base []byte, key string) *yaml.Node {
	return lookupPath(parse(base), key)
}

// parse returns the config's top node, or nil where it does not parse.
func parse(base []byte) *yaml.Node {
	var doc yaml.Node
	if yaml.Unmarshal(base, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	return doc.Content[0]
}

// lookupPath follows a dotted key from n through mappings.
func lookupPath(n *yaml.Node, key string) *yaml.Node {
	if n == nil || key == "" {
		return nil
	}
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
