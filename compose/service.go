package compose

import (
	"strconv"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/runspec"
)

// serviceBuilder maps one run spec onto a compose service in small steps.
type serviceBuilder struct {
	s   *runspec.Spec
	o   Options
	svc types.ServiceConfig
}

func (b *serviceBuilder) build() (types.ServiceConfig, error) {
	for _, step := range []func() error{b.identity, b.command, b.environment, b.volumes, b.runtime, b.healthcheck, b.metrics} {
		if err := step(); err != nil {
			return types.ServiceConfig{}, err
		}
	}
	return b.svc, nil
}

func (b *serviceBuilder) identity() error {
	s, spec := &b.svc, b.s
	s.Name = spec.Profile
	// `docker compose up` starts no hardware variant unless asked for it
	// with --profile PROFILE: one machine runs one of them.
	s.Profiles = []string{spec.Profile}
	s.Image = spec.Image
	s.Platform = spec.Platform
	// `spkit up --build` builds with spkit's own builder; this section is for
	// users running plain `docker compose build` on the generated file.
	s.Build = &types.BuildConfig{Context: b.o.RepoDir, Dockerfile: GeneratedDockerfile(spec.Profile)}
	s.Labels = types.Labels{images.LabelProfile: spec.Profile}
	s.WorkingDir = spec.Cwd
	s.Restart = spec.Restart
	s.User = spec.User.String()
	if spec.NoNewPrivileges {
		s.SecurityOpt = []string{"no-new-privileges:true"}
	}
	initProc := spec.Init
	s.Init = &initProc
	return nil
}

func (b *serviceBuilder) command() error {
	cmd := make([]string, len(b.s.Command))
	for i, a := range b.s.Command {
		cmd[i] = escape(a)
	}
	b.svc.Entrypoint = types.ShellCommand(b.s.Entrypoint)
	b.svc.Command = cmd
	return nil
}

// environment is the run's env plus every SPKIT_* variable: unset ones as
// "", so that a setting removed from spkit.yaml since the image was built is
// cleared rather than inherited from the image.
func (b *serviceBuilder) environment() error {
	out := types.MappingWithEquals{}
	add := func(k, v string) {
		v = escape(v)
		out[k] = &v
	}
	for k, v := range b.s.Env {
		add(k, v)
	}
	for _, kv := range b.s.ImageEnv.Overrides() {
		add(kv.Key, kv.Value)
	}
	for _, kv := range b.s.RunEnv.Encode() {
		add(kv.Key, kv.Value)
	}
	b.svc.Environment = out
	return nil
}

// Prometheus's conventional labels, on the container for a service
// discovery that reads them (docker_sd_configs with relabelling).
const (
	LabelScrape = "prometheus.io/scrape"
	LabelPort   = "prometheus.io/port"
	LabelPath   = "prometheus.io/path"
)

// metrics publishes spkit run's metrics port on the host's loopback only
// (HOST_IP:PORT:PORT, never every interface: scrape it from this machine,
// or put a proxy in front) and labels the container for Prometheus. The
// address spkit run binds comes with the environment.
func (b *serviceBuilder) metrics() error {
	m := b.s.Metrics
	if m == nil {
		return nil
	}
	port := strconv.Itoa(m.Port)
	b.svc.Ports = []types.ServicePortConfig{{Name: "metrics", HostIP: m.HostIP, Published: port, Target: uint32(m.Port), Protocol: "tcp"}}
	b.svc.Labels[LabelScrape], b.svc.Labels[LabelPort], b.svc.Labels[LabelPath] = "true", port, m.Path
	return nil
}

func (b *serviceBuilder) volumes() error {
	for _, m := range b.s.Mounts {
		v := types.ServiceVolumeConfig{Target: m.Target, ReadOnly: m.ReadOnly, Source: m.Source}
		switch m.Kind {
		case runspec.Bind:
			// Escaped like every value: compose interpolates a bind's
			// source, and "${NOPE:-..}" would leave the repository.
			v.Type, v.Source = types.VolumeTypeBind, escape(repoPath(b.o.RepoDir, m.Source))
		case runspec.NamedVolume:
			v.Type = types.VolumeTypeVolume
		default:
			return runspec.Unsupported(backend, "mount "+m.Target, "unknown mount kind "+string(m.Kind))
		}
		b.svc.Volumes = append(b.svc.Volumes, v)
	}
	return nil
}

// runtime: device reservation, ipc, shm, ulimits, stop signal and grace.
func (b *serviceBuilder) runtime() error {
	s, spec := &b.svc, b.s
	s.Ipc = spec.IPC
	if g := spec.GPU; g != nil {
		dev := types.DeviceRequest{Driver: g.Driver, Capabilities: g.Capabilities, Count: types.DeviceCount(g.Count)}
		s.Deploy = &types.DeployConfig{Resources: types.Resources{Reservations: &types.Resource{Devices: []types.DeviceRequest{dev}}}}
	}
	if spec.ShmSize > 0 {
		s.ShmSize = types.UnitBytes(spec.ShmSize)
	}
	for _, u := range spec.Ulimits {
		if s.Ulimits == nil {
			s.Ulimits = map[string]*types.UlimitsConfig{}
		}
		s.Ulimits[u.Name] = &types.UlimitsConfig{Single: int(u.Value)}
	}
	sd := types.Duration(spec.StopGrace)
	s.StopGracePeriod = &sd
	s.StopSignal = spec.StopSignal
	return nil
}

func (b *serviceBuilder) healthcheck() error {
	h := b.s.Health.Run
	iv, to, sp := types.Duration(h.Interval), types.Duration(h.Timeout), types.Duration(h.StartPeriod)
	retries := uint64(h.Retries)
	b.svc.HealthCheck = &types.HealthCheckConfig{
		Test:     append(types.HealthCheckTest{"CMD"}, b.s.Health.Test...),
		Interval: &iv, Timeout: &to, Retries: &retries, StartPeriod: &sp,
	}
	return nil
}
