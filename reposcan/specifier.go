package reposcan

import (
	"strings"

	pep440 "github.com/aquasecurity/go-pep440-version"
)

// SplitLocal separates a specifier's local version labels ("+cu130" in
// "==2.12.0+cu130") from it: PyTorch encodes the wheel line there, which
// a matrix version ("2.12.0") never carries.
func SplitLocal(spec string) (public string, locals []string) {
	parts := strings.Split(spec, ",")
	for i, p := range parts {
		if j := strings.IndexByte(p, '+'); j >= 0 {
			locals = append(locals, strings.TrimSpace(p[j+1:]))
			parts[i] = p[:j]
		}
	}
	return strings.Join(parts, ","), locals
}

// ExactLocals are the local labels of a specifier's exact clauses
// ("==2.0.1+cu118"): there the label names the wheel line the pin needs.
// On a floor (">=2.0.1+cu118") it names the line the authors used, and a
// newer torch on any line meets it.
func ExactLocals(spec string) []string {
	var out []string
	for _, p := range strings.Split(spec, ",") {
		p = strings.TrimSpace(p)
		if !strings.HasPrefix(p, "==") {
			continue
		}
		if j := strings.IndexByte(p, '+'); j >= 0 {
			out = append(out, strings.TrimSpace(p[j+1:]))
		}
	}
	return out
}

// Satisfies reports whether version meets a PEP 440 specifier ("" meets
// everything); local labels in the specifier are ignored (see SplitLocal).
// An unreadable specifier is an error.
func Satisfies(spec, version string) (bool, error) {
	public, _ := SplitLocal(strings.TrimSpace(spec))
	if public == "" {
		return true, nil
	}
	ss, err := pep440.NewSpecifiers(public, pep440.WithPreRelease(true))
	if err != nil {
		return false, err
	}
	v, err := pep440.Parse(version)
	if err != nil {
		return false, err
	}
	return ss.Check(v), nil
}
