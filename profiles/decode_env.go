package profiles

import (
	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// checkEnvLines applies envcheck's rule to a profile file's env: entries
// with the line of the offending one (Validate checks the same without
// lines, for merged and built-in profiles).
func checkEnvLines(data []byte, path string) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil || len(doc.Content) == 0 {
		return nil // the strict decoder reports syntax errors
	}
	env := mappingValue(doc.Content[0], "env")
	if env == nil || env.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(env.Content); i += 2 {
		k, v := env.Content[i], env.Content[i+1]
		if problem, hint := envcheck.Check(k.Value, v.Value); problem != "" {
			return errdefs.Configf(hint, "%s:%d: env: %s", path, k.Line, problem)
		}
	}
	return nil
}

// mappingValue returns the value of key in mapping node m, or nil.
func mappingValue(m *yaml.Node, key string) *yaml.Node {
	if m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}
