package trainconfig

import (
	"fmt"
	"sort"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Select decides which overrides reach the trainer's config (base). Every
// override the user wrote in spkit.yaml (user) applies. Of the profile's
// (profile), written in the seed trainer's names, one applies when the
// config already has the key, or when the config's dialect (named, or
// detected from its keys) maps the setting; the rest are skipped with the
// reason. A nil value removes the key. Pure.
func Select(base []byte, profile, user map[string]any, dialect string) (map[string]any, []Change, error) {
	d, why := DetectDialect(base)
	if dialect != "" {
		if d = LookupDialect(dialect); d == nil {
			return nil, nil, errdefs.Configf("use one of "+strings.Join(DialectNames(), ", "), "train.dialect %q is not a known trainer dialect", dialect)
		}
		why = "train.dialect"
	}
	out := make(map[string]any, len(profile)+len(user))
	for k, v := range user {
		out[k] = v
	}
	from := map[string]string{} // dialect key -> the profile setting that set it
	var skipped []Change
	for _, k := range sortedKeys(profile) {
		if _, mine := user[k]; mine {
			continue
		}
		v := profile[k]
		if Has(base, k) {
			out[k] = v
			continue
		}
		tr, reason := translate(d, why, k, v)
		for dk, dv := range tr {
			switch _, mine := user[dk]; {
			case mine:
				reason = fmt.Sprintf("spkit.yaml sets %s", dk)
			case from[dk] != "" && fmt.Sprint(out[dk]) != fmt.Sprint(dv):
				reason = fmt.Sprintf("%s already set %s", from[dk], dk)
			default:
				out[dk], from[dk] = dv, k
			}
		}
		if reason != "" {
			skipped = append(skipped, Change{Key: k, New: inlineValue(v), Skipped: reason})
		}
	}
	return out, skipped, nil
}

// translate maps a profile setting the config lacks through the dialect.
func translate(d *Dialect, why, k string, v any) (map[string]any, string) {
	switch {
	case v == nil:
		return nil, "not in the config, nothing to remove"
	case d == nil:
		return nil, "not in the config, and its trainer dialect is unknown (set train.dialect: " + strings.Join(DialectNames(), ", ") + ")"
	}
	tr, reason := d.Translate(k, v)
	if reason != "" {
		return nil, "not in the config, and " + reason + " (" + why + ")"
	}
	return tr, ""
}

func sortedKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func inlineValue(v any) string {
	if v == nil {
		return "null"
	}
	return fmt.Sprint(v)
}
