package doctor

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
)

// fixedNow is the tests' clock.
var fixedNow = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// meminfo returns /proc/meminfo content with the totals in GiB.
func meminfo(totalGiB, availGiB uint64) []byte {
	return fmt.Appendf(nil, "MemTotal:       %d kB\nMemFree:         1024 kB\nMemAvailable:   %d kB\n", totalGiB<<20, availGiB<<20)
}

// goldenFile compares got with testdata/name, rewriting it under -update.
func goldenFile(t *testing.T, name string, got []byte) {
	t.Helper()
	golden.Assert(t, filepath.Join("testdata", name), got)
}

func mustJSON(t *testing.T, v any) []byte { return golden.JSON(t, v) }

func now() time.Time { return fixedNow }
