package ci

import (
	"bytes"

	"github.com/pmezard/go-difflib/difflib"
)

// Diff returns the unified diff from have (the checked-in file) to want
// (what spkit generates), or "" when they are equal.
func Diff(path string, have, want []byte) string {
	if bytes.Equal(have, want) {
		return ""
	}
	d := difflib.UnifiedDiff{
		A:        difflib.SplitLines(string(have)),
		B:        difflib.SplitLines(string(want)),
		FromFile: path + " (checked in)",
		ToFile:   path + " (spkit ci github)",
		Context:  3,
	}
	out, err := difflib.GetUnifiedDiffString(d)
	if err != nil {
		return err.Error()
	}
	return out
}
