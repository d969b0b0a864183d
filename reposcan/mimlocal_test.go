package reposcan

import (
	"strings"
	"testing"
)

// TestMimLocalInstall: OpenMMLab READMEs (mmpretrain, mmdetection) install
// the project from its source with `mim install -e .`; a package by name
// (`mim install mmcv`, `mim install "mmpretrain>=1.0"`) is not the source.
func TestMimLocalInstall(t *testing.T) {
	for line, want := range map[string]bool{
		"mim install -e .":                true,
		"mim install -e .[multimodal]":    true,
		"mim install .":                   true,
		"mim install mmcv>=2.0.0":         false,
		"mim install mmpretrain>=1.0.0":   false,
		"pip install -e .":                false,
		"mim download mmdet --config x .": false,
	} {
		if got := mimLocalInstall(strings.Fields(line)); got != want {
			t.Errorf("%q: got %v, want %v", line, got, want)
		}
	}
}
