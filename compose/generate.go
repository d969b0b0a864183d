// Package compose turns resolved targets into a compose project (one service
// per hardware profile), validates it with compose-go's own loader, and runs
// it in-process with the Compose Go SDK (`spkit up`, `down`, `ps`, `logs`).
//
// The generator (Generate) does no I/O: targets and options in, a
// *types.Project out. Files are read and written by the commands.
package compose

import (
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/go-units"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// Paths inside the container, and the container's user.
const (
	// User is the non-root uid:gid the trainer runs as; the image's user.
	User = "1000:1000"
	// CacheDir is HF_HOME, a named volume. The image must create it owned by
	// User so that a fresh volume inherits that ownership.
	CacheDir = "/cache/huggingface"
	// TrainConfigPath is where the generated trainer config is mounted
	// read-only; "{config}" in train.command is replaced by it.
	TrainConfigPath = "/etc/spkit/train-config.yaml"
	// ConfigPlaceholder is the token in train.command replaced by TrainConfigPath.
	ConfigPlaceholder = "{config}"
	// cacheVolumeKey is the compose key of the HF cache volume.
	cacheVolumeKey = "hf-cache"
	// LabelService marks spkit's services with their profile.
	LabelService = images.LabelProfile
)

// Healthcheck timings. The image's small spkit-healthcheck is cheap (no
// Python, no CUDA context; ~12 ms, ~5 MiB), so a 15 s interval costs nothing; start_period covers model
// loading, during which failures do not count.
const (
	healthInterval    = 15 * time.Second
	healthTimeout     = 5 * time.Second
	healthRetries     = 3
	healthStartPeriod = 2 * time.Minute
	// stopMargin is added to the guard's grace: the engine's SIGKILL must
	// come after spkit run's own SIGTERM -> SIGKILL sequence has finished.
	stopMargin = 15 * time.Second
)

// GeneratedDir is where spkit writes per-profile files inside the repo.
func GeneratedDir(profile string) string { return path.Join(".spkit", "generated", profile) }

// GeneratedTrainConfig is the repo-relative path of a profile's trainer
// config (the project's config with the profile's overrides merged in).
func GeneratedTrainConfig(profile string) string {
	return path.Join(GeneratedDir(profile), "train-config.yaml")
}

// GeneratedDockerfile is the repo-relative path the compose `build:` section
// points at (`spkit dockerfile --profile P -o` writes it there).
func GeneratedDockerfile(profile string) string {
	return path.Join(GeneratedDir(profile), "Dockerfile")
}

// Options shape the generated project.
type Options struct {
	// RepoDir is the trainer repository relative to the compose file's
	// directory (bind sources and the build context are written against
	// it). Default ".".
	RepoDir string
	// AllocatorKeys are the allocator options upstream PyTorch accepts
	// (default: the version matrix's list).
	AllocatorKeys []string
}

// Generate returns the compose project for targets, one service per target,
// named after its profile. All targets must come from the same spkit.yaml.
func Generate(targets []*project.Target, o Options) (*types.Project, error) {
	if len(targets) == 0 {
		return nil, errdefs.Configf("name a profile", "no profile to generate a service for")
	}
	cfg := targets[0].Project
	p := &types.Project{
		Name:     ProjectName(cfg),
		Services: types.Services{},
		Volumes:  types.Volumes{cacheVolumeKey: {Name: CacheVolume(cfg)}},
	}
	for _, t := range targets {
		s, err := newService(t, o).build()
		if err != nil {
			return nil, fmt.Errorf("profile %s: %w", t.Profile.Name, err)
		}
		p.Services[s.Name] = s
	}
	return p, nil
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

// serviceBuilder fills one service in small steps.
type serviceBuilder struct {
	t   *project.Target
	o   Options
	svc types.ServiceConfig
}

func newService(t *project.Target, o Options) *serviceBuilder {
	if o.RepoDir == "" {
		o.RepoDir = "."
	}
	return &serviceBuilder{t: t, o: o}
}

func (b *serviceBuilder) build() (types.ServiceConfig, error) {
	b.identity()
	b.security()
	b.gpu()
	for _, step := range []func() error{b.command, b.environment, b.volumes, b.stop, b.shm} {
		if err := step(); err != nil {
			return types.ServiceConfig{}, err
		}
	}
	b.healthcheck()
	return b.svc, nil
}

// repoPath is p (relative to the repo) as seen from the compose file.
func (b *serviceBuilder) repoPath(p string) string {
	if path.IsAbs(p) {
		return p
	}
	joined := path.Join(b.o.RepoDir, p)
	if joined != "." && !strings.HasPrefix(joined, "./") && !strings.HasPrefix(joined, "../") && !path.IsAbs(joined) {
		joined = "./" + joined
	}
	return joined
}

func (b *serviceBuilder) workdir() string {
	if w := b.t.Project.Train.Workdir; w != "" {
		return w
	}
	return project.DefaultWorkdir
}

func (b *serviceBuilder) identity() {
	s, t := &b.svc, b.t
	s.Name = t.Profile.Name
	s.Image = images.DefaultTag(t)
	s.Platform = t.Profile.Platform
	// `spkit up --build` builds with spkit's own builder; this section is for
	// users running plain `docker compose build` on the generated file.
	s.Build = &types.BuildConfig{Context: b.o.RepoDir, Dockerfile: GeneratedDockerfile(t.Profile.Name)}
	s.Labels = types.Labels{LabelService: t.Profile.Name}
	s.WorkingDir = b.workdir()
	// A crashing trainer is not restarted: a restart after an OOM or a guard
	// stop would only hit the same wall again, and `up` reports the exit code.
	s.Restart = types.RestartPolicyNo
}

func (b *serviceBuilder) security() {
	s := &b.svc
	s.User = User
	s.SecurityOpt = []string{"no-new-privileges:true"}
	// spkit run is PID 1 and reaps the trainer's children itself.
	noInit := false
	s.Init = &noInit
}

func (b *serviceBuilder) command() error {
	t := b.t
	if len(t.TrainCommand) == 0 {
		return errdefs.Configf("set train.command in spkit.yaml, e.g. [python, train.py, --config, \"{config}\"]", "train.command is empty")
	}
	uses := false
	cmd := make([]string, len(t.TrainCommand))
	for i, a := range t.TrainCommand {
		if strings.Contains(a, ConfigPlaceholder) {
			uses = true
		}
		cmd[i] = escape(strings.ReplaceAll(a, ConfigPlaceholder, TrainConfigPath))
	}
	if uses && t.TrainConfig == "" {
		return errdefs.Configf("set train.config (the trainer's config file) or drop {config} from train.command",
			"train.command uses {config} but no trainer config file is set")
	}
	b.svc.Entrypoint = types.ShellCommand{"spkit", "run", "--"}
	b.svc.Command = cmd
	return nil
}

func (b *serviceBuilder) volumes() error {
	cfg, wd := b.t.Project, b.workdir()
	data, output := orDefault(cfg.Volumes.Data, "./data"), orDefault(cfg.Volumes.Output, "./output")
	vols := []types.ServiceVolumeConfig{
		{Type: types.VolumeTypeBind, Source: b.repoPath(data), Target: path.Join(wd, "data"), ReadOnly: true},
		{Type: types.VolumeTypeBind, Source: b.repoPath(output), Target: path.Join(wd, "output")},
		{Type: types.VolumeTypeVolume, Source: cacheVolumeKey, Target: CacheDir},
	}
	if b.t.TrainConfig != "" {
		vols = append(vols, types.ServiceVolumeConfig{Type: types.VolumeTypeBind, ReadOnly: true,
			Source: b.repoPath(GeneratedTrainConfig(b.t.Profile.Name)), Target: TrainConfigPath})
	}
	b.svc.Volumes = vols
	return nil
}

// stop gives the trainer time to checkpoint: at least the configured
// stop_grace_period, and at least the guard's grace plus a margin.
func (b *serviceBuilder) stop() error {
	configured := orDefault(b.t.Project.Train.StopGracePeriod, project.DefaultStopGracePeriod)
	d, err := time.ParseDuration(configured)
	if err != nil {
		return errdefs.Configf("write a duration such as 120s or 5m", "train.stop_grace_period %q is not a duration", configured)
	}
	if g := b.t.Guard.Grace; g != "" {
		grace, err := time.ParseDuration(g)
		if err != nil {
			return errdefs.Configf("write a duration such as 120s", "guard grace %q is not a duration", g)
		}
		d = max(d, grace+stopMargin)
	}
	sd := types.Duration(d)
	b.svc.StopGracePeriod = &sd
	b.svc.StopSignal = "SIGTERM"
	return nil
}

func (b *serviceBuilder) healthcheck() {
	iv, to, sp := types.Duration(healthInterval), types.Duration(healthTimeout), types.Duration(healthStartPeriod)
	retries := uint64(healthRetries)
	b.svc.HealthCheck = &types.HealthCheckConfig{
		Test:     append(types.HealthCheckTest{"CMD"}, images.HealthcheckCmd...),
		Interval: &iv, Timeout: &to, Retries: &retries, StartPeriod: &sp,
	}
}

// gpu applies the profile's runtime: device reservation, ipc, ulimits.
func (b *serviceBuilder) gpu() {
	rt, s := b.t.Profile.Runtime, &b.svc
	s.Ipc = rt.IPC
	if rt.GPUs != "" {
		dev := types.DeviceRequest{Driver: "nvidia", Capabilities: []string{"gpu"}, Count: deviceCount(rt.GPUs)}
		s.Deploy = &types.DeployConfig{Resources: types.Resources{Reservations: &types.Resource{Devices: []types.DeviceRequest{dev}}}}
	}
	names := make([]string, 0, len(rt.Ulimits))
	for n := range rt.Ulimits {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		// 0 leaves the engine's default: a user profile's way to drop a
		// limit its base sets (memlock where the host forbids raising it).
		if v := rt.Ulimits[n]; v != 0 {
			if s.Ulimits == nil {
				s.Ulimits = map[string]*types.UlimitsConfig{}
			}
			s.Ulimits[n] = &types.UlimitsConfig{Single: int(v)}
		}
	}
}

// shm sets shm_size only without ipc: host; with the host's IPC namespace a
// big /dev/shm is unnecessary, and on DGX Spark it would come out of the
// GPU's memory pool (FACTS.md, Environment).
func (b *serviceBuilder) shm() error {
	rt := b.t.Profile.Runtime
	if rt.ShmSize == "" || rt.IPC == "host" {
		return nil
	}
	n, err := units.RAMInBytes(rt.ShmSize)
	if err != nil {
		return errdefs.Configf("write a size such as 8GB", "runtime.shm_size %q is not a size", rt.ShmSize)
	}
	b.svc.ShmSize = types.UnitBytes(n)
	return nil
}

func deviceCount(gpus string) types.DeviceCount {
	if gpus == "all" {
		return -1
	}
	var n int64
	if _, err := fmt.Sscan(gpus, &n); err != nil || n < 1 {
		return -1
	}
	return types.DeviceCount(n)
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// escape protects '$' from compose interpolation: values are literal.
func escape(s string) string { return strings.ReplaceAll(s, "$", "$$") }
