package testenv

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// BuildTimesDir is where each build of an engine or a base image records
// what it took (a file per build, named after what was built, holding the
// seconds): make test (scripts/test-tiers.sh) lists those of its run at
// the end, so that a fresh machine's time can be told apart.
func BuildTimesDir() string {
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "spkit-test", "build-times")
}

// recordBuild records that building what (an engine, a base image) began at
// start and is done. A record that cannot be written is no test's failure.
func recordBuild(what string, start time.Time) {
	dir := BuildTimesDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	name := strings.NewReplacer("/", "_", ":", "_").Replace(what)
	_ = os.WriteFile(filepath.Join(dir, name), fmt.Appendf(nil, "%.0f\n", time.Since(start).Seconds()), 0o644)
}
