package app

import "github.com/spkit-dev/spkit/project"

// Pins are the versions --cuda and --torch choose for one command, over
// spkit.yaml's, so the matrix can be tried without editing files.
type Pins struct {
	// CUDA replaces cuda: and the profiles' own cuda: ("12.9").
	CUDA string
	// Torch replaces torch: ("2.9.1", or "base" for an image that ships
	// PyTorch); torchvision/torchaudio then follow from the matrix.
	Torch string
}

// Pin applies the pins to the loaded spkit.yaml for the named profiles;
// resolving the targets then checks the combination against the matrix.
func (lp *Project) Pin(p Pins, profiles ...string) {
	cfg := lp.Config
	if p.CUDA != "" {
		cfg.CUDA = p.CUDA
		for _, n := range profiles {
			if over, ok := cfg.Profiles[n]; ok {
				over.CUDA = ""
				cfg.Profiles[n] = over
			}
		}
	}
	if p.Torch != "" {
		cfg.Torch, cfg.Torchvision, cfg.Torchaudio = p.Torch, "", ""
		if p.Torch != project.TorchFromBase {
			cfg.BaseImage = ""
		}
	}
}
