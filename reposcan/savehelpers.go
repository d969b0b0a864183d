package reposcan

import (
	"maps"
	"regexp"
	"slices"
	"strings"
)

// A trainer often saves through a function of its own: def
// save_ckpt(path): torch.save({...}, path), then
// save_ckpt('checkpoints/latest.pth'). Such a helper's calls are the
// trainer saving checkpoints, to the argument its parameter takes.

// helperCall is a call of a save helper and its path argument.
type helperCall struct {
	start, open int
	expr        string
}

var pyDef = regexp.MustCompile(`(?m)^([ \t]*)def[ \t]+([A-Za-z_]\w*)[ \t]*\(`)

// saveHelpers are the functions src defines that hand one of their
// parameters to a model save (the table's savesAlways calls) as its path:
// each name with that parameter's index and name (self and cls left out).
func saveHelpers(src string) map[string]helperParam {
	out := map[string]helperParam{}
	for _, m := range pyDef.FindAllStringSubmatchIndex(src, -1) {
		params := defParams(callArgs(src, m[1]-1))
		if len(params) == 0 {
			continue
		}
		body := helperBody(src, m[1]-1, m[3]-m[2])
		for _, c := range modelSaves.find(body) {
			dest := strings.TrimSpace(saveDest(c.Path, callArgs(body, c.open)))
			for i, p := range params {
				if c.Path >= 0 && dest == p {
					out[src[m[4]:m[5]]] = helperParam{index: i, name: p}
				}
			}
		}
	}
	return out
}

// helperParam is the parameter of a save helper that takes the path.
type helperParam struct {
	index int
	name  string
}

// defParams are a def's parameter names, less defaults, annotations,
// self and cls.
func defParams(args []string) []string {
	var out []string
	for _, a := range args {
		a = strings.TrimSpace(a)
		a, _, _ = strings.Cut(a, "=")
		a, _, _ = strings.Cut(a, ":")
		a = strings.TrimSpace(a)
		if a == "self" || a == "cls" {
			continue
		}
		out = append(out, a)
	}
	return out
}

// helperBody is the block of the def whose parameters open at open,
// indented by indent bytes.
func helperBody(src string, open, indent int) string {
	inner, ok := balanced(src, open)
	if !ok {
		return ""
	}
	rest := src[open+len(inner)+1:]
	nl := strings.IndexByte(rest, '\n')
	if nl < 0 {
		return ""
	}
	return indentedBody(rest[nl+1:], indent)
}

// saveHelperCalls are the calls in src of the save helpers it defines,
// each with the argument its path parameter takes (by place or by name).
func saveHelperCalls(src string) []helperCall {
	var out []helperCall
	helpers := saveHelpers(src)
	names := slices.Sorted(maps.Keys(helpers))
	for _, name := range names {
		p := helpers[name]
		re := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\s*\(`)
		for _, loc := range re.FindAllStringIndex(src, -1) {
			lineStart := strings.LastIndex(src[:loc[0]], "\n") + 1
			if strings.TrimSpace(src[lineStart:loc[0]]) == "def" {
				continue
			}
			if expr := helperArg(callArgs(src, loc[1]-1), p); expr != "" {
				out = append(out, helperCall{start: loc[0], open: loc[1] - 1, expr: expr})
			}
		}
	}
	return out
}

// helperArg is the argument of a helper's call its path parameter takes.
func helperArg(args []string, p helperParam) string {
	for _, a := range args {
		if v, ok := strings.CutPrefix(strings.TrimSpace(a), p.name+"="); ok {
			return v
		}
	}
	if p.index < len(args) && !strings.Contains(args[p.index], "=") {
		return args[p.index]
	}
	return ""
}
