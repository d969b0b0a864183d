package runspec

import (
	"path"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// HostData and HostOutput are spkit.yaml's host folders, relative to the
// repository, with their defaults. HostData is "" when nothing is mounted
// as the data: volumes.data is none, or unset with no ./data folder.
func HostData(cfg *project.Config) string {
	switch {
	case cfg.Volumes.Data == project.NoData, cfg.Volumes.Data == "" && cfg.NoDefaultData:
		return ""
	}
	return orDefault(cfg.Volumes.Data, DefaultData)
}

// HostOutput is where checkpoints land on the host.
func HostOutput(cfg *project.Config) string { return orDefault(cfg.Volumes.Output, DefaultOutput) }

// OutputTarget is where the host output folder is mounted: where the
// trainer's relative paths put it. A trainer that writes "checkpoints/"
// with volumes.output ./checkpoints writes into the host folder
// (<workdir>/checkpoints), not into the container's layer beside an unused
// mount (issue #12 item 0); ./output stays <workdir>/output.
func OutputTarget(cfg *project.Config, workdir string) (string, error) {
	rel := path.Clean(HostOutput(cfg))
	if rel == "." {
		return "", errdefs.Configf("name a folder inside the repository, e.g. volumes.output: ./output",
			"volumes.output %q is the repository itself, which the image's code occupies", HostOutput(cfg))
	}
	return path.Join(workdir, rel), nil
}

// mounts: the data read-only at <workdir>/data, the output where the
// trainer's relative paths put it, the HF cache volume, and the generated
// trainer config read-only.
func (r *resolver) mounts() error {
	s, cfg := r.s, r.t.Project
	out, err := OutputTarget(cfg, s.Workdir)
	if err != nil {
		return err
	}
	data := path.Join(s.Workdir, "data")
	if out == data {
		return errdefs.Configf("use separate folders for volumes.data and volumes.output",
			"volumes.output %q would be mounted over the data at %s", HostOutput(cfg), data)
	}
	s.Output = Output{Host: HostOutput(cfg), Target: out}
	s.Cache = Volume{Key: CacheVolumeKey, Name: CacheVolume(cfg)}
	s.Mounts = nil
	if host := HostData(cfg); host != "" {
		s.Mounts = append(s.Mounts, Mount{Role: DataMount, Kind: Bind, Source: host, Target: data, ReadOnly: true})
	}
	s.Mounts = append(s.Mounts,
		Mount{Role: OutputMount, Kind: Bind, Source: s.Output.Host, Target: s.Output.Target},
		Mount{Role: CacheMount, Kind: NamedVolume, Source: s.Cache.Key, Target: CacheDir})
	if s.TrainConfig != "" {
		s.Mounts = append(s.Mounts, Mount{Role: TrainConfigMount, Kind: Bind, Source: GeneratedTrainConfig(s.Profile, s.TrainConfig), Target: TrainConfigTarget(s.TrainConfig), ReadOnly: true})
	}
	return nil
}

// GeneratedDir is where spkit writes per-profile files inside the repo.
func GeneratedDir(profile string) string { return path.Join(".spkit", "generated", profile) }

// TrainConfigExt is the extension a generated trainer config keeps: the
// trainer's own (.yaml, .yml, .json, .toml, .py), since trainers pick
// their parser by it; .yaml for anything else.
func TrainConfigExt(src string) string {
	switch ext := strings.ToLower(path.Ext(src)); ext {
	case ".yaml", ".yml", ".json", ".toml", ".py":
		return ext
	}
	return ".yaml"
}

// GeneratedTrainConfig is the repo-relative path of a profile's trainer
// config merged with its overrides, for the trainer config src.
func GeneratedTrainConfig(profile, src string) string {
	return path.Join(GeneratedDir(profile), "train-config"+TrainConfigExt(src))
}

// TrainConfigTarget is where a run mounts the generated trainer config for
// src (TrainConfigPath for a YAML one); "{config}" becomes this path.
func TrainConfigTarget(src string) string {
	return strings.TrimSuffix(TrainConfigPath, ".yaml") + TrainConfigExt(src)
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
