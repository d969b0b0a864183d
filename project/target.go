package project

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// Target is a project resolved for one hardware profile: every version
// pinned, every setting merged. Generators (Dockerfile, compose, CI) take a
// Target and do no I/O.
type Target struct {
	Project *Config
	// Profile with the project's per-profile overrides applied.
	Profile *profiles.Profile
	CUDA    *profiles.CUDARelease
	OS      profiles.OSImage
	Python  string
	// Torch is the wheel set installed from CUDA.TorchIndex; nil when the
	// base image ships PyTorch (TorchBase is then set).
	Torch     *profiles.TorchRelease
	TorchBase *profiles.TorchBase
	// Requirements is the requirements file this profile installs (its
	// own, else the project's); Install is what it nests and pins, and
	// what the project's own dependencies pin (nil when not read: a
	// config that did not come from Load).
	Requirements string
	Install      *reposcan.Install
	// Env is profile env < project env < per-profile env.
	Env map[string]string
	// TrainerOverrides is profile < per-profile overrides.
	TrainerOverrides map[string]any
	// UserOverrides are the keys of TrainerOverrides spkit.yaml (or a run,
	// like a probe trial) sets: they always apply; the profile's apply only
	// where the trainer understands them (trainconfig.Select).
	UserOverrides map[string]any
	// TrainCommand is train.command plus the per-profile train_args.
	TrainCommand []string
	// TrainConfig is the trainer config file for this profile ("" if none).
	TrainConfig string
	// Guard is the profile's guard with the project's overrides.
	Guard guardspec.Spec
	// Metrics is spkit.yaml's metrics setting for this profile (its own,
	// else the project's; nil: off). runspec applies the run's flag over it.
	Metrics *Metrics
}

// Resolve resolves cfg for the named profile against the catalog and matrix,
// validating the combination (CUDA version known, torch available for it,
// python matching the image OS, GPU supported by the CUDA release, features
// available on the profile). Errors are *errdefs.Error with Code Config.
func Resolve(cfg *Config, profile string, cat *profiles.Catalog, m *profiles.Matrix) (*Target, error) {
	return resolve(cfg, profile, cat, m)
}

func (t *Target) resolveOS(name string) error {
	if name == "" {
		name = DefaultOS
	}
	var known []string
	for _, o := range t.CUDA.OS {
		if o.Name == name {
			t.OS = o
			return nil
		}
		known = append(known, o.Name)
	}
	return errdefs.Configf("CUDA "+t.CUDA.Version+" images come for: "+strings.Join(known, ", "),
		"unknown os %q", name)
}

// resolvePython pins python to the image OS's system python: the builder
// makes its virtual environment from it.
func (t *Target) resolvePython(python string) error {
	if python == "" || python == t.OS.Python {
		t.Python = t.OS.Python
		return nil
	}
	var pairs []string
	for _, o := range t.CUDA.OS {
		if o.Python == python {
			return errdefs.Configf(fmt.Sprintf("set os: %s (its python is %s), or python: %s", o.Name, python, t.OS.Python),
				"python %s is not %s's system python (%s)", python, t.OS.Name, t.OS.Python)
		}
		pairs = append(pairs, o.Name+" has "+o.Python)
	}
	return errdefs.Configf("use one of: "+strings.Join(pairs, ", "),
		"python %s is not the system python of any CUDA %s image", python, t.CUDA.Version)
}

func (t *Target) resolveTorch(cfg *Config, m *profiles.Matrix) error {
	if cfg.Torch == TorchFromBase {
		return t.resolveTorchBase(cfg, m)
	}
	if cfg.BaseImage != "" {
		return errdefs.Configf("set torch: base to use it, or remove base_image (`spkit dockerfile --base-image` replaces the CUDA base)",
			"base_image %s is only used with torch: base", cfg.BaseImage)
	}
	version, err := t.torchVersion(cfg.Torch)
	if err != nil {
		return err
	}
	q := profiles.TorchQuery{CUDA: t.CUDA.Version, Torch: version,
		Platform: t.Profile.Platform, CC: gpuCC(t.Profile), Python: t.Python, Profile: t.Profile.Name}
	if version == "" {
		// No torch pinned: the newest that pairs with the pinned
		// torchvision/torchaudio (torchaudio: 2.10.0 takes torch 2.10.0).
		q.Torchvision, _, _ = strings.Cut(cfg.Torchvision, "+")
		q.Torchaudio, _, _ = strings.Cut(cfg.Torchaudio, "+")
	}
	resolve := m.ResolveTorch
	if !t.Profile.HasGPU() {
		resolve = m.ResolveTorchCPU // PyTorch's CPU index: any release
	}
	tr, err := resolve(q)
	if err != nil {
		return err
	}
	t.Torch = tr
	if !containsString(t.Torch.Python, t.Python) {
		return errdefs.Configf("torch "+t.Torch.Torch+" wheels exist for python "+strings.Join(t.Torch.Python, ", "),
			"torch %s has no wheels for python %s", t.Torch.Torch, t.Python)
	}
	return t.checkPins(cfg)
}

// torchVersion strips a "+cuXYZ" suffix ("+cpu" on a profile without a
// GPU), refusing one for another wheel line.
func (t *Target) torchVersion(torch string) (string, error) {
	version, local, ok := strings.Cut(torch, "+")
	want := cudaTag(t.CUDA.Version)
	if !t.Profile.HasGPU() {
		want = "cpu"
	}
	if ok && local != want && want == "cpu" {
		return "", errdefs.Configf(fmt.Sprintf("write torch: %s (profile %s installs from PyTorch's CPU index)", version, t.Profile.Name),
			"torch %s asks for %s wheels but profile %s has no GPU", torch, local, t.Profile.Name)
	}
	if ok && local != want {
		return "", errdefs.Configf(fmt.Sprintf("write torch: %s (spkit installs from the %s index)", version, want),
			"torch %s asks for %s wheels but the CUDA version is %s", torch, local, t.CUDA.Version)
	}
	return version, nil
}

// gpuCC is the profile's compute capability, "" when it fixes none.
func gpuCC(p *profiles.Profile) string {
	if !p.HasGPU() {
		return ""
	}
	return p.GPU.ComputeCapability
}

func (t *Target) checkPins(cfg *Config) error {
	pins := [][3]string{
		{"torchvision", cfg.Torchvision, t.Torch.Torchvision},
		{"torchaudio", cfg.Torchaudio, t.Torch.Torchaudio},
	}
	for _, p := range pins {
		if p[1] != "" && p[2] == "" { // torchaudio's releases ended before this torch
			return errdefs.Configf(fmt.Sprintf("remove %s: from spkit.yaml, or pin a torch the matrix pairs with one", p[0]),
				"%s %s does not pair with torch %s: the version matrix has no %s for it", p[0], p[1], t.Torch.Torch, p[0])
		}
		if p[1] != "" && strings.SplitN(p[1], "+", 2)[0] != p[2] {
			return errdefs.Configf(fmt.Sprintf("set %s: %s, or remove it to take the matching one", p[0], p[2]),
				"%s %s does not match torch %s (which pairs with %s %s)", p[0], p[1], t.Torch.Torch, p[0], p[2])
		}
	}
	return nil
}

func (t *Target) resolveTorchBase(cfg *Config, m *profiles.Matrix) error {
	if cfg.Torchvision != "" || cfg.Torchaudio != "" {
		return errdefs.Configf("remove torchvision:/torchaudio: (the base image ships its own)",
			"torchvision/torchaudio are pinned but torch: base takes PyTorch from the base image")
	}
	if cfg.BaseImage != "" {
		// The user's own image: its python is whatever spkit.yaml says
		// (unknown when unset); nothing in the matrix describes it.
		t.Python = cfg.Python
		t.TorchBase = &profiles.TorchBase{Image: cfg.BaseImage, CUDA: t.CUDA.Version, Python: cfg.Python}
		return nil
	}
	b := m.Base(t.CUDA.Version)
	if b == nil {
		return errdefs.Configf("set base_image: to an image that ships PyTorch for CUDA "+t.CUDA.Version+", or use cuda: "+knownBaseCUDA(m),
			"no image shipping PyTorch is known for CUDA %s", t.CUDA.Version)
	}
	if !containsString(b.Platforms, t.Profile.Platform) {
		return errdefs.Configf("set base_image: to an image for "+t.Profile.Platform,
			"%s is not published for %s (profile %s)", b.Image, t.Profile.Platform, t.Profile.Name)
	}
	if cfg.Python != "" && cfg.Python != b.Python {
		return errdefs.Configf("remove python: or set it to "+b.Python,
			"python %s does not match %s, which ships python %s", cfg.Python, b.Image, b.Python)
	}
	t.TorchBase, t.Python = b, b.Python
	return nil
}

func knownBaseCUDA(m *profiles.Matrix) string {
	var out []string
	for _, b := range m.Bases {
		out = append(out, b.CUDA)
	}
	return strings.Join(out, " or ")
}

// checkFeatures refuses features the profile cannot run (FlashAttention-3
// off Hopper) and unknown ones.
func (t *Target) checkFeatures(features []string, cat *profiles.Catalog, m *profiles.Matrix) error {
	p := t.Profile
	for _, name := range features {
		f := m.Feature(name)
		if f == nil {
			hint := "known features: " + strings.Join(m.FeatureNames(), ", ")
			if s := profiles.Suggest(name, m.FeatureNames()); s != "" {
				hint = fmt.Sprintf("did you mean %q? %s", s, hint)
			}
			return errdefs.Configf(hint, "unknown feature %q", name)
		}
		if f.RequiresGPU && !p.HasGPU() {
			return errdefs.Configf("remove it for profile "+p.Name+", or use a GPU profile", "feature %s needs a GPU (%s)", name, f.Reason)
		}
		if len(f.ComputeCapabilities) > 0 && (!p.HasGPU() || !containsString(f.ComputeCapabilities, p.GPU.ComputeCapability)) {
			return errdefs.Configf(featureHint(f, cat), "feature %s is not available on profile %s, compute capability %s (%s)",
				name, p.Name, orNone(p), f.Reason)
		}
	}
	return nil
}

func featureHint(f *profiles.Feature, cat *profiles.Catalog) string {
	var fits []string
	for _, p := range cat.All() {
		if p.HasGPU() && containsString(f.ComputeCapabilities, p.GPU.ComputeCapability) {
			fits = append(fits, p.Name)
		}
	}
	return fmt.Sprintf("remove %s from features, or use a profile with compute capability %s (%s)",
		f.Name, strings.Join(f.ComputeCapabilities, ", "), strings.Join(fits, ", "))
}

func orNone(p *profiles.Profile) string {
	if !p.HasGPU() {
		return "none, no GPU"
	}
	if p.GPU.ComputeCapability == "" {
		return "not fixed"
	}
	return p.GPU.ComputeCapability
}

func cudaTag(version string) string { return "cu" + strings.ReplaceAll(version, ".", "") }

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// Summary is one line naming what the target builds: profile, platform,
// CUDA, PyTorch and python. Where torch was not pinned and the profile's
// platform lacks the wheel line's newest release (cu129's 2.9.x is x86_64
// only), it says why an older torch was taken, so that an arm64 build on
// CUDA 12.9 does not get torch 2.8.0 without a word.
func (t *Target) Summary() string {
	s := fmt.Sprintf("%s (%s): CUDA %s", t.Profile.Name, t.Profile.Platform, t.CUDA.Version)
	switch {
	case t.Torch != nil && !t.Profile.HasGPU():
		s += fmt.Sprintf(", torch %s (CPU wheels)", t.Torch.Torch)
	case t.Torch != nil:
		s += fmt.Sprintf(", torch %s+%s", t.Torch.Torch, t.CUDA.WheelLine())
		if newest := t.CUDA.Torch[0].Torch; t.Project.Torch == "" && newest != t.Torch.Torch {
			s += fmt.Sprintf(" (the newest %s wheels for %s; torch %s has none there)", t.CUDA.WheelLine(), t.Profile.Platform, newest)
		}
	case t.TorchBase != nil && t.TorchBase.Torch != "":
		s += fmt.Sprintf(", the PyTorch %s ships (torch %s)", t.TorchBase.Image, t.TorchBase.Torch)
	case t.TorchBase != nil:
		s += fmt.Sprintf(", the PyTorch %s ships", t.TorchBase.Image)
	}
	if t.Python == "" {
		return s + ", its python"
	}
	return s + ", python " + t.Python
}

// As is the target as spkit build builds it: for platforms (--platform,
// comma-separated) where given, and with every stage's base replaced by
// image (--base-image) where given. Where PyTorch comes from the base, it
// is then that image's, whose torch and python spkit does not know.
func (t *Target) As(platforms, image string) *Target {
	if platforms == "" && (image == "" || t.TorchBase == nil) {
		return t
	}
	out := *t
	if platforms != "" {
		p := *t.Profile
		p.Platform = platforms
		out.Profile = &p
	}
	if image != "" && t.TorchBase != nil {
		out.TorchBase = &profiles.TorchBase{Image: image, CUDA: t.CUDA.Version}
		out.Python = ""
	}
	return &out
}

// checkRepoPins refuses a torch that contradicts what the repository pins
// (its requirements, or its own dependencies when the image installs the
// project): pip would fail on the constraint spkit writes. The message
// names the pins and the newest torch spkit can build that meets them.
func (t *Target) checkRepoPins(m *profiles.Matrix) error {
	if t.Torch == nil || t.Install == nil || len(t.Install.Pins) == 0 {
		return nil
	}
	pins := t.Install.Pins
	if !t.Profile.HasGPU() {
		// PyTorch's CPU index: the versions must meet the pins, a CUDA
		// wheel line (+cu130) does not apply.
		pins = publicPins(pins)
	}
	if pinsFit(pins, t.CUDA, t.Torch) {
		return nil
	}
	var bad []reposcan.Pin
	for _, p := range pins {
		if !pinsFit([]reposcan.Pin{p}, t.CUDA, t.Torch) {
			bad = append(bad, p)
		}
	}
	hint := "relax the pins, or choose a torch that meets them"
	mc := machine{profile: t.Profile.Name, platform: t.Profile.Platform}
	if cc, err := profiles.ParseCC(gpuCC(t.Profile)); err == nil {
		mc.cc = &cc
	}
	if p := solveTorch(m, t.Install.Pins, nil, []machine{mc}, t.Python); p != nil {
		rel, tr := p.rel, p.t
		hint = fmt.Sprintf("set cuda: %s and torch: %s in spkit.yaml (the newest spkit builds that meets them), or relax the pins", rel.Version, tr.Torch)
	}
	line := t.CUDA.WheelLine()
	if !t.Profile.HasGPU() {
		line = "cpu"
	}
	return errdefs.Configf(hint, "the repository pins %s, which torch %s (torchvision %s%s, %s) does not meet",
		pinList(bad), t.Torch.Torch, t.Torch.Torchvision, audioNote(t.Torch), line)
}

// publicPins drops local version labels from pins.
func publicPins(pins []reposcan.Pin) []reposcan.Pin {
	out := make([]reposcan.Pin, len(pins))
	for i, p := range pins {
		p.Spec, _ = reposcan.SplitLocal(p.Spec)
		out[i] = p
	}
	return out
}
