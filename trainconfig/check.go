package trainconfig

import (
	"fmt"
	"sort"
	"strings"
)

// CheckOverrides refuses trainer overrides that Render could only apply by
// silently dropping one: a key with an empty part ("a..b", ".a", "a."),
// and two keys that set the same setting ("a.b" beside a: {b: ...}) or
// where one needs a mapping the other replaces ("a" beside "a.b"). The
// message names both keys as written.
func CheckOverrides(over map[string]any) error {
	leaves := map[string]string{} // dotted path -> key as written
	if err := collect(over, nil, nil, leaves); err != nil {
		return err
	}
	paths := make([]string, 0, len(leaves))
	for p := range leaves {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		parts := strings.Split(p, ".")
		for i := 1; i < len(parts); i++ {
			if w, ok := leaves[strings.Join(parts[:i], ".")]; ok {
				return fmt.Errorf("trainer_overrides %s and %s disagree: the first sets %s to a value, the second needs it to be a mapping",
					w, leaves[p], strings.Join(parts[:i], "."))
			}
		}
	}
	return nil
}

// collect walks nested override maps and records each leaf's dotted path.
// path is the dotted path so far; written is how the keys were written.
func collect(over map[string]any, path, written []string, leaves map[string]string) error {
	keys := make([]string, 0, len(over))
	for k := range over {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		parts := strings.Split(k, ".")
		for _, part := range parts {
			if strings.TrimSpace(part) == "" {
				return fmt.Errorf("trainer_overrides key %s has an empty part", quoteKey(append(written, k)))
			}
		}
		p, w := append(append([]string{}, path...), parts...), append(append([]string{}, written...), k)
		if sub, ok := over[k].(map[string]any); ok && len(sub) > 0 {
			if err := collect(sub, p, w, leaves); err != nil {
				return err
			}
			continue
		}
		full := strings.Join(p, ".")
		if prev, ok := leaves[full]; ok {
			return fmt.Errorf("trainer_overrides %s and %s both set %s", prev, quoteKey(w), full)
		}
		leaves[full] = quoteKey(w)
	}
	return nil
}

// quoteKey writes a key path as the user wrote it: "a.b" for a dotted key,
// "a: {b}" for nested mappings.
func quoteKey(written []string) string {
	out := fmt.Sprintf("%q", written[len(written)-1])
	for i := len(written) - 2; i >= 0; i-- {
		out = fmt.Sprintf("%q: {%s}", written[i], out)
	}
	return out
}

// OverridesHint is the hint for a CheckOverrides error.
const OverridesHint = "write each setting once, as a dotted name like optimizer.lr or as nested keys"
