package swarm

import (
	"path"
	"strings"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runspec"
)

// builder maps the spec onto the service both ranks' services share.
type builder struct {
	s       *runspec.Spec
	o       Options
	network string
}

func (b *builder) service() (types.ServiceConfig, error) {
	s, spec := types.ServiceConfig{}, b.s
	s.Image = spec.Image
	if b.o.Image != "" {
		s.Image = b.o.Image
	}
	if err := checkImage(s.Image); err != nil {
		return s, err
	}
	if m := spec.Metrics; m != nil {
		if err := dist.CheckMetricsPort(m.Port); err != nil {
			return s, err
		}
	}
	s.User, s.WorkingDir = spec.User.String(), spec.Cwd
	s.Labels = types.Labels{"dev.spkit.profile": spec.Profile}
	s.Entrypoint = escaped(spec.Entrypoint)
	master := dist.ServiceName(spec.Profile, 0)
	if b.o.HostNetworking() {
		master = b.o.MasterAddr
	}
	launch := dist.Launch{Nodes: b.o.Nodes, ProcsPerNode: procsPerNode(spec.GPU), MasterAddr: master}
	s.Command = escaped(launch.Argv(spec.Command))
	s.Environment = b.environment()
	s.Networks = map[string]*types.ServiceNetworkConfig{b.network: nil}
	s.Volumes = b.volumes()
	if spec.TrainConfig != "" {
		// Owned by root, mode 0444 (Swarm's default): readable, not writable.
		s.Configs = []types.ServiceConfigObjConfig{{Source: trainConfigKey, Target: runspec.TrainConfigTarget(spec.TrainConfig)}}
	}
	b.runtime(&s)
	return s, nil
}

func (b *builder) environment() types.MappingWithEquals {
	all := map[string]string{}
	for k, v := range b.s.Env {
		all[k] = v
	}
	for _, kv := range b.s.ImageEnv.Overrides() {
		all[kv.Key] = kv.Value
	}
	// Metrics: the address alone, never a published port. A Swarm service
	// publishes on every interface of every node (ingress or host mode
	// have no host IP), which spkit does not do with a metrics port.
	// Scrape the ranks on the overlay network (attachable), or, with host
	// networking, at each node's port.
	for _, kv := range b.s.RunEnv.Encode() {
		all[kv.Key] = kv.Value
	}
	for k, v := range dist.Env(b.o.Iface) {
		all[k] = v
	}
	out := types.MappingWithEquals{}
	for _, k := range sortedKeys(all) {
		v := strings.ReplaceAll(all[k], "$", "$$")
		out[k] = &v
	}
	return out
}

// volumes: the binds (they must exist at the same path on every node, or
// on a shared filesystem), the cache volume (each node's own), and
// /dev/shm as a tmpfs: a Swarm task has no ipc: host and no shm_size.
func (b *builder) volumes() []types.ServiceVolumeConfig {
	var out []types.ServiceVolumeConfig
	for _, m := range b.s.Mounts {
		switch {
		case m.Role == runspec.TrainConfigMount:
			continue // a swarm config: every node gets it
		case m.Kind == runspec.NamedVolume:
			out = append(out, types.ServiceVolumeConfig{Type: types.VolumeTypeVolume, Source: m.Source, Target: m.Target})
		default:
			// Escaped: docker stack deploy interpolates a bind's source,
			// and "${NOPE:-..}" would leave the repository (issue 41).
			out = append(out, types.ServiceVolumeConfig{Type: types.VolumeTypeBind, Source: strings.ReplaceAll(repoPath(b.o.RepoDir, m.Source), "$", "$$"),
				Target: m.Target, ReadOnly: m.ReadOnly})
		}
	}
	shm := types.ServiceVolumeConfig{Type: types.VolumeTypeTmpfs, Target: "/dev/shm"}
	if b.s.ShmSize > 0 {
		shm.Tmpfs = &types.ServiceVolumeTmpfs{Size: types.UnitBytes(b.s.ShmSize)}
	}
	return append(out, shm)
}

// runtime: GPU, ulimits, health check, stop signal and grace, init.
func (b *builder) runtime(s *types.ServiceConfig) {
	spec := b.s
	s.Deploy = &types.DeployConfig{}
	if spec.GPU != nil {
		s.Deploy.Resources.Reservations = gpuReservation(spec.GPU)
	}
	for _, u := range spec.Ulimits {
		if s.Ulimits == nil {
			s.Ulimits = map[string]*types.UlimitsConfig{}
		}
		s.Ulimits[u.Name] = &types.UlimitsConfig{Single: int(u.Value)}
	}
	h := spec.Health.Run
	iv, to, sp := types.Duration(h.Interval), types.Duration(h.Timeout), types.Duration(h.StartPeriod)
	retries := uint64(h.Retries)
	s.HealthCheck = &types.HealthCheckConfig{Test: append(types.HealthCheckTest{"CMD"}, spec.Health.Test...),
		Interval: &iv, Timeout: &to, Retries: &retries, StartPeriod: &sp}
	grace := types.Duration(spec.StopGrace)
	s.StopGracePeriod, s.StopSignal = &grace, spec.StopSignal
	initProc := spec.Init
	s.Init = &initProc
}

func escaped(argv []string) types.ShellCommand {
	out := make(types.ShellCommand, len(argv))
	for i, a := range argv {
		out[i] = strings.ReplaceAll(a, "$", "$$")
	}
	return out
}

// repoPath is p (relative to the repo) as seen from the stack file.
func repoPath(repoDir, p string) string {
	if path.IsAbs(p) {
		return p
	}
	j := path.Join(repoDir, p)
	if !strings.HasPrefix(j, "./") && !strings.HasPrefix(j, "../") && j != "." && !path.IsAbs(j) {
		j = "./" + j
	}
	return j
}
