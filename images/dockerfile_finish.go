package images

import (
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/project"
)

// Healthcheck timings: a GPU check is quick; the start period lets the
// trainer load before failures count.
const healthcheckFlags = "--interval=30s --timeout=10s --start-period=60s --retries=3"

// HealthcheckCmd is the image's HEALTHCHECK command.
var HealthcheckCmd = []string{HealthcheckName}

// Entrypoint is the image's ENTRYPOINT: spkit supervises the trainer
// (memory guard, signals, run state).
var Entrypoint = []string{"spkit", "run", "--"}

// createUser makes the non-root trainer user uid/gid 1000. A user or group
// already holding id 1000 (Ubuntu 24.04 images ship "ubuntu") is removed
// first, so the ids are always the trainer's. The workdir, its output
// directory (where compose binds the host's; a plain run writes
// checkpoints there too) and HF_HOME (a fresh named volume inherits its
// ownership) are created owned by the trainer.
func (g *generator) createUser() {
	id := strconv.Itoa(TrainerUID)
	g.w.run(nil,
		`u="$(getent passwd `+id+` | cut -d: -f1)"`,
		`if [ -n "$u" ]; then userdel "$u" && rm -rf "/home/$u"; fi`,
		`grp="$(getent group `+id+` | cut -d: -f1)"`,
		`if [ -n "$grp" ]; then groupdel "$grp"; fi`,
		"groupadd --gid "+id+" "+TrainerUser,
		"useradd --uid "+id+" --gid "+id+" --create-home --shell /bin/sh "+TrainerUser,
		"mkdir -p "+path.Join(g.workdir, OutputDir)+" "+HFHome,
		"chown -R "+id+":"+id+" "+g.workdir+" "+path.Dir(HFHome))
}

// finish adds what runtime and devel share: the spkit binaries (spkit
// supervises the trainer; the small spkit-healthcheck is the HEALTHCHECK,
// well under its 20 ms / 15 MiB budget, which spkit's own start misses), the
// environment, the code (last, so an edit rebuilds only it), the user, the
// healthcheck, the entrypoint and the labels.
func (g *generator) finish(base string) {
	g.w.line("ARG", "TARGETARCH")
	g.w.line("COPY", BinDir+"/"+BinaryName("${TARGETARCH}"), "/usr/local/bin/spkit")
	g.w.line("COPY", BinDir+"/"+HealthcheckBinaryName("${TARGETARCH}"), "/usr/local/bin/"+HealthcheckName)
	g.w.keyValues("ENV", g.imageEnv())
	g.w.line("WORKDIR", g.workdir)
	id := strconv.Itoa(TrainerUID)
	g.w.line("COPY", "--from="+StageCode, "--chown="+id+":"+id, g.workdir+"/", g.workdir+"/")
	g.w.line("USER", id+":"+id)
	g.w.line("HEALTHCHECK", healthcheckFlags, "CMD", jsonArgs(HealthcheckCmd))
	g.w.line("ENTRYPOINT", jsonArgs(Entrypoint))
	if cmd := g.trainCommand(); len(cmd) > 0 {
		g.w.line("CMD", jsonArgs(cmd))
	}
	g.labels(base)
}

// imageEnv is the container environment: spkit's fixed paths, the
// target's env (profile < project < per-profile), then the SPKIT_* values
// spkit reads back inside the container, which the project cannot
// override. Values are quoted; PATH expands the base's PATH.
func (g *generator) imageEnv() map[string]string {
	env := map[string]string{
		"PATH":             VenvDir + "/bin:$PATH",
		"VIRTUAL_ENV":      VenvDir,
		"PYTHONUNBUFFERED": "1",
		"HF_HOME":          HFHome,
	}
	for k, v := range g.t.Env {
		env[k] = quoteValue(v)
	}
	for k, v := range g.spkitEnv() {
		env[k] = quoteValue(v)
	}
	return env
}

// spkitEnv is the SPKIT_* contract of images/tag.go. Empty guard values
// are left out (spkit run then uses its defaults).
func (g *generator) spkitEnv() map[string]string {
	t := g.t
	env := map[string]string{
		EnvProfile:      t.Profile.Name,
		EnvCUDAVersion:  t.CUDA.Version,
		EnvMinDriver:    t.CUDA.MinDriver,
		EnvGPUCount:     gpuCount(t),
		EnvUnified:      strconv.FormatBool(t.Profile.Unified()),
		EnvTorchVersion: g.torchVersion(),
	}
	set := func(k, v string) {
		if v != "" {
			env[k] = v
		}
	}
	set(EnvFeatures, strings.Join(t.Project.Features, ","))
	set(EnvMaxUsed, t.Guard.MaxUsed)
	set(EnvMinAvailable, t.Guard.MinAvailable)
	set(EnvGuardInterval, t.Guard.Interval)
	set(EnvGrace, t.Guard.Grace)
	return env
}

// gpuCount is SPKIT_GPU_COUNT: "0" without a GPU, else the profile's
// runtime request ("all" when it names none).
func gpuCount(t *project.Target) string {
	if !t.Profile.HasGPU() {
		return "0"
	}
	if n := t.Profile.Runtime.GPUs; n != "" {
		return n
	}
	return "all"
}

// trainCommand is the train command with {config} replaced by the trainer
// config's path in the image.
func (g *generator) trainCommand() []string {
	cfg := ""
	if g.t.TrainConfig != "" {
		cfg = path.Join(g.workdir, path.Clean(g.t.TrainConfig))
	}
	out := make([]string, len(g.t.TrainCommand))
	for i, a := range g.t.TrainCommand {
		out[i] = strings.ReplaceAll(a, "{config}", cfg)
	}
	return out
}

// labels writes the OCI labels (base.name is the stage's base image) (source, version and revision from build
// args; no created date, for reproducible images) and spkit's own.
func (g *generator) labels(base string) {
	g.w.line("ARG", ArgImageSource+"=")
	g.w.line("ARG", ArgImageVersion+"=dev")
	g.w.line("ARG", ArgImageRevision+"=unknown")
	t := g.t
	g.w.keyValues("LABEL", map[string]string{
		"org.opencontainers.image.title":     quoteValue(t.Project.Name),
		"org.opencontainers.image.source":    fmt.Sprintf(`"${%s}"`, ArgImageSource),
		"org.opencontainers.image.version":   fmt.Sprintf(`"${%s}"`, ArgImageVersion),
		"org.opencontainers.image.revision":  fmt.Sprintf(`"${%s}"`, ArgImageRevision),
		"org.opencontainers.image.base.name": quoteValue(base),
		LabelProfile:                         quoteValue(t.Profile.Name),
		LabelCUDA:                            quoteValue(t.CUDA.Version),
		LabelTorch:                           quoteValue(g.torchVersion()),
		LabelMinDriver:                       quoteValue(t.CUDA.MinDriver),
	})
}
