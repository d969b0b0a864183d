//go:build integration

package testenv

import (
	"os"
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
		name   string
		cached func() (string, bool)
		build  func(testing.TB) string
	}{
		{"docker compose CLI " + ComposeVersion, composeTools.cached, func(t testing.TB) string { return composeTools.build(t) }},
		{"Kubernetes " + KubeVersion, kubeTools().cached, KubeBinaries},
		{"cri-dockerd " + CriDockerdVersion, criDockerdCached, criDockerdBinary},
	} {
		t.Run(e.name, func(t *testing.T) {
			path, ok := e.cached()
			switch {
			case ok:
				t.Logf("testenv: %s is built (%s)", e.name, path)
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
