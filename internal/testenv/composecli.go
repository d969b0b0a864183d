package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// ComposeVersion is the docker compose CLI the tests run: the version of
// github.com/docker/compose/v5 spkit's own runner links (go.mod).
const ComposeVersion = "v5.6.0"

// composeTools builds the compose CLI plugin from cmd/ of the module. The
// secret-detector replace is spkit's own (go.mod): the version compose
// v5.6.0 asks for is refused by the module proxy.
var composeTools = goTools{
	Name: "compose-" + ComposeVersion,
	GoMod: "module spkit-test/compose\n\ngo 1.26\n\nrequire github.com/docker/compose/v5 " + ComposeVersion + "\n\n" +
		"replace github.com/DefangLabs/secret-detector v0.0.0-20260916192156-3e28d7ed64df => github.com/DefangLabs/secret-detector v0.0.0-20250811234530-d4b4214cd679\n",
	Commands: []string{"github.com/docker/compose/v5/cmd"},
	Rename:   map[string]string{"github.com/docker/compose/v5/cmd": "docker-compose"},
	LDFlags:  "-s -w -X github.com/docker/compose/v5/internal.Version=" + ComposeVersion,
	Expect:   5 * time.Minute, // 3m01s here from an empty build cache
}

// ComposeCLI returns a DOCKER_CONFIG directory whose cli-plugins/ holds
// the docker compose CLI (ComposeVersion, built once and cached), so that
// `DOCKER_CONFIG=DIR docker compose ...` runs it without touching the
// user's ~/.docker. It skips the test without the docker CLI.
func ComposeCLI(t testing.TB) string {
	t.Helper()
	if _, err := exec.LookPath("docker"); err != nil {
		t.Skip("testenv: the docker CLI is not installed; docker compose is its plugin")
	}
	bin := filepath.Join(composeTools.build(t), "docker-compose")
	cfg := t.TempDir()
	plugins := filepath.Join(cfg, "cli-plugins")
	if err := os.MkdirAll(plugins, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(bin, filepath.Join(plugins, "docker-compose")); err != nil {
		t.Fatal(err)
	}
	return cfg
}
