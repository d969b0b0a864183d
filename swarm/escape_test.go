package swarm

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runspec"
)

// Issue 41 item 5: docker stack deploy interpolates a bind's source, so an
// output of "${NOPE:-..}/${NOPE:-..}/x" was mounted from outside the
// repository. Read back as deploy reads it, it stays the literal folder.
func TestBindSourcesAreNotInterpolated(t *testing.T) {
	cfg := spectest.Config(t, "testdata/spkit.yaml")
	cfg.Volumes.Output = "${NOPE:-..}/${NOPE:-..}/x"
	p, err := Render(spectest.Spec(t, cfg, "cpu", runspec.Flags{}), Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"})
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(t.Context(), p)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	loaded, err := Load(data, dir)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, svc := range loaded.Services {
		for _, v := range svc.Volumes {
			if v.Type != "bind" {
				continue
			}
			if !strings.HasPrefix(v.Source, dir+string(filepath.Separator)) {
				t.Errorf("%s: bind %s is mounted from %s, outside the repository %s", svc.Name, v.Target, v.Source, dir)
			}
			found = found || v.Source == filepath.Join(dir, "${NOPE:-..}", "${NOPE:-..}", "x")
		}
	}
	if !found {
		t.Errorf("no bind from the literal output folder in\n%s", data)
	}
}
