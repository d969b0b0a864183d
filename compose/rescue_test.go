package compose

import (
	"slices"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
)

func TestLayerOutputs(t *testing.T) {
	changed := []string{
		"/app", "/app/checkpoints", "/app/checkpoints/final.ckpt", "/app/checkpoints/step-10.pt",
		"/app/output", "/app/output/lora.pt", // the output mount
		"/app/__pycache__", "/app/__pycache__/train.cpython-311.pyc",
		"/app/logs", "/app/logs/run", "/app/logs/run/events.out",
		"/tmp", "/tmp/spkit/run.json", "/root/.cache/pip/x", // outside the workdir
		"/app/.spkit", "/app/.spkit/generated", "/app/.spkit/generated/cpu", // holds a mount
	}
	mounts := []string{"/app/output", "/app/data", "/app/.spkit/generated/cpu/train-config.yaml"}
	got := layerOutputs(changed, "/app", mounts)
	want := []string{"/app/checkpoints/final.ckpt", "/app/checkpoints/step-10.pt", "/app/logs/run/events.out"}
	if !slices.Equal(got, want) {
		t.Errorf("layerOutputs = %q, want %q", got, want)
	}
	if got := layerOutputs(changed, "", mounts); got != nil {
		t.Errorf("no workdir: %q", got)
	}
}

func TestOutputSource(t *testing.T) {
	target := "/app/checkpoints"
	svc := types.ServiceConfig{}
	svc.Environment = types.MappingWithEquals{"SPKIT_OUTPUT_DIR": &target}
	svc.Volumes = []types.ServiceVolumeConfig{
		{Type: types.VolumeTypeBind, Source: "/repo/data", Target: "/app/data"},
		{Type: types.VolumeTypeBind, Source: "/repo/checkpoints", Target: "/app/checkpoints"},
	}
	if got := outputSource(svc); got != "/repo/checkpoints" {
		t.Errorf("outputSource = %q", got)
	}
	if got := commonDir([]string{"/o/r/c/a/x.pt", "/o/r/c/b/y.pt"}); got != "/o/r/c" {
		t.Errorf("commonDir = %q", got)
	}
}
