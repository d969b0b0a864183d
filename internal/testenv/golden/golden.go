// Package golden is spkit's one golden-file helper: generated Dockerfiles,
// compose files, workflows and reports are compared with files under
// testdata/, and `go test ./PKG -update` rewrites them.
package golden

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Updating reports whether -update was given. A dependency (gotest.tools in
// the integration tier) may define the flag already; then its value is read.
func Updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/")
	}
}

// Assert compares got with the file at path; with -update it writes got
// there instead (creating its directory).
func Assert(t testing.TB, path string, got []byte) {
	t.Helper()
	if Updating() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update in this package to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the generated output (run go test -update in this package if the change is intended):\n%s",
			path, Diff(string(want), string(got)))
	}
}

// Diff shows the lines around the first difference of want and got.
func Diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	from := max(0, i-3)
	b.WriteString("first difference at line " + strconv.Itoa(i+1) + ":\n")
	for j := from; j < i; j++ {
		b.WriteString("  " + w[j] + "\n")
	}
	for j := i; j < min(len(w), i+5); j++ {
		b.WriteString("- " + w[j] + "\n")
	}
	for j := i; j < min(len(g), i+5); j++ {
		b.WriteString("+ " + g[j] + "\n")
	}
	return b.String()
}

// JSON is v as the goldens hold JSON: indented two spaces, HTML left
// unescaped, a newline at the end.
func JSON(t testing.TB, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
