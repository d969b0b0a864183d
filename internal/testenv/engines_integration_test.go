//go:build integration

package testenv

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEnginesBuild says which engines the integration tier builds from Go
// source are built (cached in ~/.cache/spkit-test/), and which are not
// (their tests skipped, saying why): .ci/run runs it with -v after the
// tier. With SPKIT_TEST_BUILD_ENGINES=1 it builds the missing ones, one
// after the other, and logs what each took.
func TestEnginesBuild(t *testing.T) {
	build := os.Getenv("SPKIT_TEST_BUILD_ENGINES") == "1"
	for _, e := range []struct {
		name, record string // record: its file in BuildTimesDir
		cached       func() (string, bool)
		build        func(testing.TB) string
	}{
		{"docker compose CLI " + ComposeVersion, composeTools.Name, composeTools.cached, func(t testing.TB) string { return composeTools.build(t) }},
		{"buildkitd " + BuildkitVersion, "buildkitd-" + BuildkitVersion, buildkitdCached, BuildkitdBinary},
		{"Kubernetes " + KubeVersion, kubeTools().Name, kubeTools().cached, KubeBinaries},
		{"cri-dockerd " + CriDockerdVersion, "cri-dockerd-" + CriDockerdVersion, criDockerdCached, criDockerdBinary},
	} {
		t.Run(e.name, func(t *testing.T) {
			path, ok := e.cached()
			switch {
			case ok:
				took := ""
				if b, err := os.ReadFile(filepath.Join(BuildTimesDir(), e.record)); err == nil {
					took = "; its build took " + strings.TrimSpace(string(b)) + " s"
				}
				t.Logf("testenv: %s is built (%s%s)", e.name, path, took)
			case !build:
				t.Logf("testenv: %s is not built: the tests that need it skipped (set SPKIT_TEST_BUILD_ENGINES=1 to build it here)", e.name)
			default:
				start := time.Now()
				path = e.build(t)
				t.Logf("testenv: %s built (%s) in %s", e.name, path, time.Since(start).Round(time.Second))
			}
		})
	}
}
