package checks

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// fixedNow is the tests' clock: every duration measured with it is zero.
var fixedNow = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func now() time.Time { return fixedNow }

// meminfo returns /proc/meminfo content with the totals in GiB.
func meminfo(totalGiB, availGiB uint64) []byte {
	var b bytes.Buffer
	b.WriteString("MemTotal:       " + itoa(totalGiB<<20) + " kB\n")
	b.WriteString("MemFree:         1024 kB\n")
	b.WriteString("MemAvailable:   " + itoa(availGiB<<20) + " kB\n")
	return b.Bytes()
}

func itoa(n uint64) string { return string(json.Number(jsonUint(n))) }

func jsonUint(n uint64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func envMap(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
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
		t.Fatalf("reading golden file (run go test ./healthcheck -update): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./healthcheck -update to refresh):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func mustJSON(t *testing.T, v any) []byte {
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
