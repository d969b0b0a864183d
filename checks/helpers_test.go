package checks

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
)

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

// goldenFile compares got with testdata/name, rewriting it under -update.
func goldenFile(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Assert(t, filepath.Join("testdata", name), got)
}

func mustJSON(t *testing.T, v any) []byte { return golden.JSON(t, v) }
