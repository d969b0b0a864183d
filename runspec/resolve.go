package runspec

import (
	"path"
	"slices"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// Health check timings. The image's small spkit-healthcheck is cheap (no
// Python, no CUDA context; ~12 ms, ~5 MiB), so a run checks every 15 s;
// start periods cover model loading, during which failures do not count.
// The image's own HEALTHCHECK (a plain `docker run`) is slower.
var (
	runHealth   = HealthTiming{Interval: 15 * time.Second, Timeout: 5 * time.Second, StartPeriod: 2 * time.Minute, Retries: 3}
	imageHealth = HealthTiming{Interval: 30 * time.Second, Timeout: 10 * time.Second, StartPeriod: 60 * time.Second, Retries: 3}
)

// StopMargin is added to the guard's grace: the engine's SIGKILL must come
// after spkit run's own SIGTERM -> SIGKILL sequence has finished.
const StopMargin = 15 * time.Second

// Resolve describes the run of t, every default applied. allocatorKeys are
// the allocator options upstream PyTorch accepts (nil: the matrix's). The
// errors are Config *errdefs.Error.
func Resolve(t *project.Target, allocatorKeys []string) (*Spec, error) {
	return ResolveFlags(t, allocatorKeys, Flags{})
}

// Flags are what a command's flags choose for one run over spkit.yaml's
// settings. The zero Flags changes nothing.
type Flags struct {
	// MetricsPort is --metrics-port: nil leaves spkit.yaml's metrics, 0
	// turns them off for this run, 1 to 65535 serves them on that port.
	MetricsPort *int
}

// ResolveFlags is Resolve with the run's flags applied over spkit.yaml.
func ResolveFlags(t *project.Target, allocatorKeys []string, f Flags) (*Spec, error) {
	r := &resolver{t: t, f: f, s: &Spec{}}
	for _, step := range []func() error{r.identity, r.command, r.environment, r.mounts, r.runtime, r.stop, r.metrics, r.guard} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	r.s.ImageEnv = imageEnv(t)
	r.s.ImageEnv.OutputDir = r.s.Output.Target
	return r.s, r.checkEnv(allocatorKeys)
}

// guard refuses limits none of the watched sources compares (a guard that
// can never trip). A configured target passed the same check when its
// profile was validated (exit 3), so what fails here is a run's own change
// (spkit train --guard-sources): a usage error.
func (r *resolver) guard() error {
	if err := r.t.Guard.CheckApplies(false); err != nil {
		return errdefs.Usagef("", "%v", err)
	}
	return nil
}

type resolver struct {
	t *project.Target
	f Flags
	s *Spec
}

// metrics: --metrics-port over spkit.yaml's metrics (the profile's, else
// the project's) over off. On, spkit run binds every interface of the
// container at the port and answers at MetricsPath; the address reaches it
// as the run-time SPKIT_METRICS_ADDR, never the image.
func (r *resolver) metrics() error {
	port := 0
	if m := r.t.Metrics; m != nil {
		port = m.Port
	}
	if p := r.f.MetricsPort; p != nil {
		port = *p
	}
	if port == 0 {
		return nil
	}
	if port < 1 || port > project.MaxPort {
		return errdefs.Configf("give a TCP port from 1 to 65535, e.g. 9400", "metrics port %d is not a TCP port", port)
	}
	m := &Metrics{Port: port, Bind: MetricsBind, Path: MetricsPath, HostIP: MetricsHostIP}
	r.s.Metrics, r.s.RunEnv = m, imageenv.Run{MetricsAddr: m.Addr()}
	return nil
}

// ProjectName is the compose project name: spkit.yaml's name, lower case.
func ProjectName(cfg *project.Config) string { return strings.ToLower(cfg.Name) }

// CacheVolume is the engine name of the Hugging Face cache volume.
func CacheVolume(cfg *project.Config) string {
	if cfg.Volumes.Cache != "" {
		return cfg.Volumes.Cache
	}
	return ProjectName(cfg) + "-hf-cache"
}

// ImageRef is the image spkit builds and runs for t when the user names
// none: NAME:cudaVERSION-PROFILE (never "latest").
func ImageRef(t *project.Target) string {
	return ProjectName(t.Project) + ":cuda" + t.CUDA.Version + "-" + t.Profile.Name
}

// Workdir is train.workdir, default project.DefaultWorkdir, cleaned.
func Workdir(cfg *project.Config) (string, error) {
	wd := cfg.Train.Workdir
	if wd == "" {
		wd = project.DefaultWorkdir
	}
	if !path.IsAbs(wd) {
		return "", errdefs.Configf("write it as an absolute path such as /app", "train.workdir %q is not absolute", wd)
	}
	return path.Clean(wd), nil
}

func (r *resolver) identity() error {
	s, t := r.s, r.t
	wd, err := Workdir(t.Project)
	if err != nil {
		return err
	}
	s.Project, s.Profile, s.Platform = ProjectName(t.Project), t.Profile.Name, t.Profile.Platform
	s.Image, s.Workdir = ImageRef(t), wd
	if !project.ValidCwd(t.Project.Train.Cwd) {
		return errdefs.Configf("write the repository's folder the command starts in, such as scripts (no '..', not absolute)", "train.cwd %q is not a folder inside the repository", t.Project.Train.Cwd)
	}
	s.Cwd = path.Join(wd, t.Project.Train.Cwd)
	s.User = User{UID: UID, GID: GID}
	s.NoNewPrivileges, s.Init, s.Restart = true, false, "no"
	s.Health = Health{Test: slices.Clone(HealthcheckCmd), Run: runHealth, Image: imageHealth}
	return nil
}

// command resolves {config}: the mounted generated config for a run, the
// copy under the workdir for the image's default command.
func (r *resolver) command() error {
	t, s := r.t, r.s
	if len(t.TrainCommand) == 0 {
		return errdefs.Configf("set train.command in spkit.yaml, e.g. [python, train.py, --config, \"{config}\"]", "train.command is empty")
	}
	uses := slices.ContainsFunc(t.TrainCommand, func(a string) bool { return strings.Contains(a, ConfigPlaceholder) })
	if uses && t.TrainConfig == "" {
		return errdefs.Configf("set train.config (the trainer's config file) or drop {config} from train.command",
			"train.command uses {config} but no trainer config file is set")
	}
	s.TrainConfig = t.TrainConfig
	inImage := ""
	if t.TrainConfig != "" {
		inImage = path.Join(s.Workdir, path.Clean(t.TrainConfig))
	}
	s.Entrypoint = slices.Clone(Entrypoint)
	s.Command = replace(t.TrainCommand, TrainConfigTarget(t.TrainConfig))
	s.ImageCommand = replace(t.TrainCommand, inImage)
	return nil
}

func replace(argv []string, config string) []string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = strings.ReplaceAll(a, ConfigPlaceholder, config)
	}
	return out
}

// imageEnv is the SPKIT_* contract for t.
func imageEnv(t *project.Target) imageenv.Env {
	guard := t.Guard
	guard.Sources = slices.Clone(guard.Sources)
	torch := project.TorchFromBase
	if t.Torch != nil {
		torch = t.Torch.Torch
	}
	return imageenv.Env{
		Profile:      t.Profile.Name,
		CUDAVersion:  t.CUDA.Version,
		MinDriver:    t.CUDA.MinDriver,
		GPUCount:     gpuCount(t.Profile),
		Unified:      t.Profile.Unified(),
		TorchVersion: torch,
		Features:     slices.Clone(t.Project.Features),
		Guard:        guard,
	}
}

// gpuCount is SPKIT_GPU_COUNT: "0" without a GPU, else the profile's
// runtime request ("all" when it names none).
func gpuCount(p *profiles.Profile) string {
	if !p.HasGPU() {
		return "0"
	}
	if n := p.Runtime.GPUs; n != "" {
		return n
	}
	return "all"
}
