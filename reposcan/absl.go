package reposcan

import (
	"regexp"
	"strings"
)

// abslDefine is an absl flag's definition (flags.DEFINE_string('logdir',
// './logs', help=...)), and abslRequired its mark as required.
var (
	abslDefine   = regexp.MustCompile(`\b(?:config_)?flags\.DEFINE_(string|integer|float|bool|boolean|enum|list|multi_string|multi_integer|multi_float|multi_enum|config_file)\(`)
	abslRequired = regexp.MustCompile(`\bflags\.mark_flags?_as_required\(([^)]*)\)`)
)

// abslArgs reads absl's flag definitions: a flag's name and default are
// its first two arguments; a bool takes no value (--train, --notrain).
// absl reads --name=value and --name value, and the flag files its
// --flagfile names.
func abslArgs(src string) []Arg {
	var out []Arg
	for _, loc := range abslDefine.FindAllStringSubmatchIndex(src, -1) {
		call, ok := balanced(src, loc[1]-1)
		if !ok {
			continue
		}
		parts := splitTop(call)
		m := stringLit.FindStringSubmatch(parts[0])
		if m == nil || m[1]+m[2] == "" {
			continue
		}
		a := Arg{Names: []string{"--" + m[1] + m[2]}}
		kind := src[loc[2]:loc[3]]
		a.Bool = kind == "bool" || kind == "boolean"
		if len(parts) > 1 && !strings.Contains(parts[1], "=") {
			v := strings.TrimSpace(parts[1])
			a.HasDefault = v != "None"
			if d := stringLit.FindStringSubmatch(v); d != nil {
				a.Default = d[1] + d[2]
			} else if number.MatchString(v) {
				a.Default = v
			}
		}
		for _, part := range parts[1:] {
			if k, v, ok := strings.Cut(part, "="); ok && strings.TrimSpace(k) == "help" {
				if h := stringLit.FindStringSubmatch(v); h != nil {
					a.Help = h[1] + h[2]
				}
			}
		}
		out = append(out, a)
	}
	for _, m := range abslRequired.FindAllStringSubmatch(src, -1) {
		for i := range out {
			if strings.Contains(m[1], "'"+strings.TrimPrefix(out[i].Names[0], "--")+"'") || strings.Contains(m[1], `"`+strings.TrimPrefix(out[i].Names[0], "--")+`"`) {
				out[i].Required = true
			}
		}
	}
	if len(out) > 0 {
		out = append(out, Arg{Names: []string{"--flagfile"}, HasDefault: true})
	}
	return out
}
