package compose

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
)

// ForEngine loads the generated project once: paths resolved against the
// repository, compose's labels, no build section, never pulled.
func TestForEngine(t *testing.T) {
	repo := t.TempDir()
	p := generate(t, testConfig(t), "cpu")
	out, err := ForEngine(context.Background(), p, repo)
	if err != nil {
		t.Fatal(err)
	}
	s := out.Services["cpu"]
	if s.Build != nil || s.PullPolicy != types.PullPolicyNever || s.CustomLabels[api.ProjectLabel] != "lora-trainer" || s.CustomLabels[api.ServiceLabel] != "cpu" {
		t.Errorf("service = build %v pull %q labels %v", s.Build, s.PullPolicy, s.CustomLabels)
	}
	for _, v := range s.Volumes {
		if v.Type == types.VolumeTypeBind && !filepath.IsAbs(v.Source) {
			t.Errorf("bind source %q is not resolved against the repository", v.Source)
		}
	}
	if v := s.Volumes[1]; v.Source != filepath.Join(repo, "output") || v.Target != "/app/output" {
		t.Errorf("output mount = %s -> %s", v.Source, v.Target)
	}
}
