package reposcan

import "strings"

// At is the value at a dotted key path of the config ("hydra.run.dir"),
// following maps only.
func (c *Config) At(dotted string) (any, bool) {
	var n any = c.data
	for _, k := range strings.Split(dotted, ".") {
		m, ok := n.(map[string]any)
		if !ok {
			return nil, false
		}
		if n, ok = m[k]; !ok {
			return nil, false
		}
	}
	return n, true
}
