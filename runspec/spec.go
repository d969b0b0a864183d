// Package runspec is one trainer run for one hardware profile, described
// once and for every backend: resolved from a project.Target with every
// default applied (image, user, workdir, mounts, environment, guard, health
// check, GPU request, IPC, ulimits, stop grace, command). The Dockerfile
// generator and the compose renderer read it, and later the Swarm and
// Kubernetes renderers will; none of them applies a default of its own. A
// renderer refuses what its backend cannot express with an
// *UnsupportedError. Resolve does no I/O.
package runspec

import (
	"net"
	"strconv"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// Fixed paths and names inside the container.
const (
	// UID and GID of the non-root trainer user the image creates.
	UID, GID = 1000, 1000
	// CacheDir is HF_HOME, a named volume. The image creates it owned by
	// the trainer so that a fresh volume inherits that ownership.
	CacheDir = "/cache/huggingface"
	// TrainConfigPath is where a run mounts the generated trainer config
	// read-only when it is YAML; "{config}" in train.command becomes this
	// path (TrainConfigTarget: the same with the config's own extension).
	TrainConfigPath = "/etc/spkit/train-config.yaml"
	// ConfigPlaceholder is the token in train.command replaced by the
	// trainer config's path.
	ConfigPlaceholder = "{config}"
	// CacheVolumeKey names the HF cache volume inside a project.
	CacheVolumeKey = "hf-cache"
	// HealthcheckBinary is the small healthcheck the image carries.
	HealthcheckBinary = imageenv.HealthcheckBinary
	// DefaultData and DefaultOutput are the host folders, relative to the
	// repository, when spkit.yaml names none.
	DefaultData   = "./data"
	DefaultOutput = "./output"
	// MetricsPath is where spkit run's metrics server answers
	// (metrics.Listen serves /metrics).
	MetricsPath = "/metrics"
	// MetricsBind is the host the server binds in the container: every
	// interface of the container's own network, which the renderer then
	// publishes or not.
	MetricsBind = "0.0.0.0"
	// MetricsHostIP is where compose publishes the metrics port on the
	// host: its loopback, never every interface.
	MetricsHostIP = "127.0.0.1"
)

// Entrypoint runs the trainer under spkit's supervisor (memory guard,
// signals, run state), PID 1 in the container.
var Entrypoint = []string{"spkit", "run", "--"}

// HealthcheckCmd is the health check's command.
var HealthcheckCmd = []string{HealthcheckBinary}

// Spec is one run of the trainer for one profile.
type Spec struct {
	// Project is the lower-case project name (compose project, volume prefix).
	Project  string
	Profile  string
	Platform string // linux/arm64, linux/amd64
	// Image is the reference built and run: NAME:cudaVERSION-PROFILE.
	Image   string
	User    User
	Workdir string // absolute, clean
	// Cwd is where the command starts: Workdir joined with train.cwd
	// (absolute, clean; Workdir when train.cwd is unset). Compose's
	// working_dir, Swarm's, k8s' workingDir and Slurm's workdir.
	Cwd string
	// Entrypoint and Command are the run's argv: Command has {config}
	// replaced by TrainConfigPath (the generated config, mounted).
	Entrypoint []string
	Command    []string
	// ImageCommand is the image's default command (a plain `docker run`):
	// {config} is the trainer config copied into the image under Workdir.
	ImageCommand []string
	// Env is the container environment besides SPKIT_*: the target's env
	// (profile < project < per-profile), the allocator setting under both
	// names, NVIDIA_* defaults on GPU profiles, HF_HOME. Values are literal.
	Env map[string]string
	// ImageEnv is the SPKIT_* contract (imageenv.Env.Encode writes it); its
	// Guard is the guard spkit run applies.
	ImageEnv imageenv.Env
	// Mounts in order: data, output, cache, then the trainer config.
	Mounts []Mount
	// Output is the host folder checkpoints go to and where it is mounted.
	Output Output
	// Cache is the named volume holding HF_HOME.
	Cache Volume
	// TrainConfig is the repo-relative trainer config ("" if none); a run
	// mounts its generated version at TrainConfigPath.
	TrainConfig string
	Health      Health
	// GPU is the device request; nil without a GPU.
	GPU *GPURequest
	IPC string // "host", "private", ... or "" (the engine's default)
	// ShmSize is /dev/shm's size; 0 with IPC host (it is then the host's).
	ShmSize memsize.Size
	Ulimits []Ulimit
	// StopSignal and StopGrace: the engine's SIGKILL comes StopGrace after
	// StopSignal, never before spkit run's own grace has run out.
	StopSignal string
	StopGrace  time.Duration
	// NoNewPrivileges and Init false: spkit run is PID 1 and reaps.
	NoNewPrivileges bool
	Init            bool
	// Restart is never: a trainer stopped by the guard would hit the same
	// wall again.
	Restart string
	// Metrics is spkit run's Prometheus endpoint; nil (the default): none.
	Metrics *Metrics
	// RunEnv are the run-time SPKIT_* variables (the metrics address):
	// every run renderer sets them, the image never carries them.
	RunEnv imageenv.Run
}

// Metrics is the Prometheus endpoint spkit run serves during the run,
// switched on by spkit.yaml's metrics or --metrics-port.
type Metrics struct {
	// Port it listens on in the container; compose publishes it on
	// HostIP under the same number.
	Port int
	// Bind is the host it listens on in the container (MetricsBind).
	Bind string
	// Path is what Prometheus scrapes (MetricsPath).
	Path string
	// HostIP is where compose publishes the port (MetricsHostIP).
	HostIP string
}

// Addr is what spkit run listens on: Bind:Port.
func (m *Metrics) Addr() string { return net.JoinHostPort(m.Bind, strconv.Itoa(m.Port)) }

// Guard is the memory guard's settings.
func (s *Spec) Guard() guardspec.Spec { return s.ImageEnv.Guard }

// MountTargets are the container paths of every mount: a file the trainer
// writes outside all of them lives only in the container's layer and is
// lost with it.
func (s *Spec) MountTargets() []string {
	out := make([]string, len(s.Mounts))
	for i, m := range s.Mounts {
		out[i] = m.Target
	}
	return out
}

// User is the uid:gid the trainer runs as.
type User struct{ UID, GID int }

func (u User) String() string { return strconv.Itoa(u.UID) + ":" + strconv.Itoa(u.GID) }

// MountKind says what a mount's Source names.
type MountKind string

const (
	// Bind mounts a host path, relative to the repository.
	Bind MountKind = "bind"
	// NamedVolume mounts a volume by its key in the project (Spec.Cache).
	NamedVolume MountKind = "volume"
)

// MountRole is what a mount is for.
type MountRole string

// The mounts a run has: the data (read-only; absent when the repository
// has none), the output, the Hugging Face cache and the generated trainer
// config.
const (
	DataMount        MountRole = "data"
	OutputMount      MountRole = "output"
	CacheMount       MountRole = "cache"
	TrainConfigMount MountRole = "train-config"
)

// Mount is one mount into the container.
type Mount struct {
	Role MountRole
	Kind MountKind
	// Source is a repo-relative host path ("./data") for Bind, the volume
	// key for NamedVolume.
	Source   string
	Target   string
	ReadOnly bool
}

// Output is where checkpoints go.
type Output struct {
	// Host is the repo-relative host folder ("./output", "./checkpoints").
	Host string
	// Target is where the trainer's relative paths put it: Workdir joined
	// with Host ("./checkpoints" -> /app/checkpoints). The image creates
	// it owned by the trainer.
	Target string
}

// Volume is a named volume: its key in the project and its engine name.
type Volume struct{ Key, Name string }

// Health is the health check: the same command at run time and in the
// image, with the image's (plain `docker run`) slower timings.
type Health struct {
	Test       []string
	Run, Image HealthTiming
}

// HealthTiming is one health check schedule.
type HealthTiming struct {
	Interval, Timeout, StartPeriod time.Duration
	Retries                        int
}

// GPURequest asks the engine for GPUs.
type GPURequest struct {
	Driver       string   // "nvidia"
	Count        int      // AllGPUs or a number
	Capabilities []string // ["gpu"]
}

// AllGPUs is GPURequest.Count for every GPU.
const AllGPUs = -1

// Ulimit is one resource limit; -1 is unlimited.
type Ulimit struct {
	Name  string
	Value int64
}
