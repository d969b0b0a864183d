package project

import (
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// A torch pin older than every torch in the matrix (torch==1.13.1 where the
// oldest wheel line spkit builds on, cu126, starts at 2.6.0) is not a
// matter of the profiles: no CUDA image NVIDIA still supports has wheels
// for it, whatever machine it is meant for. The refusal names the pin, its
// file, and the ways out.

var pinVersion = regexp.MustCompile(`[0-9]+(?:\.[0-9]+)*`)

// torchRange is the oldest torch of the matrix, with its release, and the
// newest.
func torchRange(m *profiles.Matrix) (oldest string, oldestRel *profiles.CUDARelease, newest string) {
	for i := range m.CUDA {
		for _, t := range m.CUDA[i].Torch {
			if oldest == "" || version.Compare(t.Torch, oldest) < 0 {
				oldest, oldestRel = t.Torch, &m.CUDA[i]
			}
			if newest == "" || version.Compare(t.Torch, newest) > 0 {
				newest = t.Torch
			}
		}
	}
	return oldest, oldestRel, newest
}

// olderThanMatrix is the first torch pin that no torch of the matrix meets
// and whose versions all come before the matrix's oldest; nil when none.
func olderThanMatrix(m *profiles.Matrix, hard []reposcan.Pin) *reposcan.Pin {
	oldest, _, _ := torchRange(m)
	for i, p := range hard {
		if p.Package != "torch" || oldest == "" || anyTorchMeets(m, p) {
			continue
		}
		vs := pinVersion.FindAllString(strings.SplitN(p.Spec, "+", 2)[0], -1)
		older := len(vs) > 0
		for _, v := range vs {
			older = older && version.Compare(v, oldest) < 0
		}
		if older {
			return &hard[i]
		}
	}
	return nil
}

// anyTorchMeets reports whether any torch of the matrix, on any release,
// meets the pin.
func anyTorchMeets(m *profiles.Matrix, p reposcan.Pin) bool {
	for i := range m.CUDA {
		for j := range m.CUDA[i].Torch {
			if pinsFit([]reposcan.Pin{p}, &m.CUDA[i], &m.CUDA[i].Torch[j]) {
				return true
			}
		}
	}
	return false
}

// refuseOldTorch is the refusal for a torch pin older than the matrix
// (nil when the pins hold none).
func refuseOldTorch(m *profiles.Matrix, hard []reposcan.Pin) error {
	p := olderThanMatrix(m, hard)
	if p == nil {
		return nil
	}
	oldest, rel, _ := torchRange(m)
	return errdefs.Configf("relax the pin to torch>="+oldest+" in "+pinFile(p.Source)+", or set torch in spkit.yaml yourself (torch: base, with a base_image that ships torch "+strings.TrimLeft(p.Spec, "=<>~! ")+")",
		"%s: %s%s: no CUDA image NVIDIA still supports has torch wheels that old (the oldest spkit builds on: torch %s, %s)",
		p.Source, p.Package, p.Spec, oldest, rel.WheelLine())
}

// pinFile is the file a pin's source names ("requirements.txt:3" ->
// "requirements.txt").
func pinFile(source string) string {
	f, _, _ := strings.Cut(source, ":")
	if f, _, ok := strings.Cut(f, " "); ok {
		return f
	}
	return f
}
