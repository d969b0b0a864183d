package reposcan

import (
	"path"
	"strings"
)

// Resolving the path expressions the written-folder scan (madeout.go)
// finds: joins, variables, %-formats and literals.

// sameFolder is the folder every one of exprs points at, if they agree.
// An assignment built on the name itself (selfTop) says nothing more.
func sameFolder(exprs []string, vars map[string]*pathRef) (pathRef, bool) {
	var out pathRef
	n := 0
	for _, e := range exprs {
		r, ok := resolvePath(e, vars, 0)
		if ok && r.top == selfTop {
			continue
		}
		if !ok || n > 0 && r.top != out.top {
			return pathRef{}, false
		}
		out.top, out.below = r.top, out.below || r.below
		n++
	}
	return out, n > 0
}

// topOperator splits a path built with / or + outside brackets and
// strings at the first one: the left part and the operator.
func topOperator(expr string) (string, byte, bool) {
	left, op := "", byte(0)
	eachOutside(expr, func(i int, c byte, depth int) bool {
		if depth == 0 && i > 0 && (c == '/' || c == '+') {
			left, op = strings.TrimSpace(expr[:i]), c
			return false
		}
		return true
	})
	return left, op, op != 0 && left != ""
}

// resolvePath is where a path expression points: a relative literal
// (an f-string or .format template up to its first {}), a variable
// that holds one, or a join, Path(), / or + built on them.
func resolvePath(expr string, vars map[string]*pathRef, depth int) (pathRef, bool) {
	expr = strings.TrimSpace(expr)
	if expr == "" || depth > 4 {
		return pathRef{}, false
	}
	if left, op, ok := topOperator(expr); ok {
		r, ok := resolvePath(left, vars, depth+1)
		if op == '+' && ok && !r.below {
			return pathRef{}, false
		}
		r.below = true
		return r, ok
	}
	if m := pathWrapper.FindStringIndex(expr); m != nil {
		inner, ok := bracketed(expr, m[1]-1)
		if !ok || len(inner)+m[1]+1 != len(expr) {
			return pathRef{}, false
		}
		args := splitTop(inner)
		if len(args) == 0 {
			return pathRef{}, false
		}
		r, ok := resolvePath(args[0], vars, depth+1)
		r.below = r.below || len(args) > 1
		return r, ok
	}
	if pyName.MatchString(expr) {
		if r := vars[expr]; r != nil {
			return *r, true
		}
		return pathRef{}, false
	}
	if m := moduleConstRef.FindStringSubmatch(expr); m != nil {
		if r := vars["."+m[1]]; r != nil {
			return *r, true
		}
		return pathRef{}, false
	}
	if m := formatCall.FindStringSubmatchIndex(expr); m != nil {
		if inner, ok := bracketed(expr, m[1]-1); ok && len(inner)+m[1]+1 == len(expr) {
			return resolvePath(expr[m[2]:m[3]], vars, depth+1)
		}
	}
	return literalPath(expr, vars, depth)
}

// literalPath is where a string literal points, an f-string or .format
// template read up to its first {} (an f-string that starts with a
// variable's {name} is under that variable's folder).
func literalPath(expr string, vars map[string]*pathRef, depth int) (pathRef, bool) {
	m := pyStrLit.FindStringSubmatch(expr)
	if m == nil {
		return pathRef{}, false
	}
	v := m[2] + m[3]
	if m[5] != "" {
		var ok bool
		if v, ok = percentHead(v); !ok {
			return pathRef{}, false
		}
	} else if strings.ContainsAny(m[1], "fF") || m[4] != "" {
		if name, rest, ok := strings.Cut(strings.TrimPrefix(v, "{"), "}"); ok && strings.HasPrefix(v, "{") {
			r, ok := resolvePath(name, vars, depth+1)
			r.below = r.below || strings.HasPrefix(rest, "/")
			return r, ok && (r.below || rest == "")
		}
		before, _, templ := strings.Cut(v, "{")
		if templ {
			if i := strings.LastIndex(before, "/"); i >= 0 {
				v = before[:i+1] + "x"
			} else {
				v = "x" // a file named from values, in the working folder
			}
		}
	}
	v = strings.TrimPrefix(path.Clean(v), "./")
	top, rest, below := strings.Cut(v, "/")
	if v == "." || path.IsAbs(v) || top == ".." || strings.ContainsAny(top, "~$%{} \t") {
		return pathRef{}, false
	}
	return pathRef{top: top, below: below && rest != ""}, true
}

// percentHead is a %-format template read up to its first directive:
// "runs/%s/" is under runs ("runs/x"), "model_%d.pt" a file in the working
// folder ("x"); one that starts with a directive ("%s/ckpt") has no fixed
// head.
func percentHead(v string) (string, bool) {
	i := strings.Index(strings.ReplaceAll(v, "%%", "__"), "%")
	switch {
	case i < 0:
		return v, true
	case strings.Contains(v[:i], "/"):
		return v[:strings.LastIndex(v[:i], "/")+1] + "x", true
	case i == 0:
		return "", false
	}
	return "x", true
}
