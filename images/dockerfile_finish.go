package images

import (
	"fmt"
	"path"
	"strconv"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/runspec"
)

// createUser makes the non-root trainer user uid/gid 1000. A user or group
// already holding id 1000 (Ubuntu 24.04 images ship "ubuntu") is removed
// first, so the ids are always the trainer's. The workdir, the output
// folder (where a run mounts the host's, where the trainer's relative paths
// put it; a plain run writes checkpoints there too) and HF_HOME (a fresh
// named volume inherits its ownership) are created owned by the trainer.
func (g *generator) createUser() {
	id := strconv.Itoa(runspec.UID)
	g.w.run(nil,
		`u="$(getent passwd `+id+` | cut -d: -f1)"`,
		`if [ -n "$u" ]; then userdel "$u" && rm -rf "/home/$u"; fi`,
		`grp="$(getent group `+id+` | cut -d: -f1)"`,
		`if [ -n "$grp" ]; then groupdel "$grp"; fi`,
		"groupadd --gid "+id+" "+TrainerUser,
		"useradd --uid "+id+" --gid "+id+" --create-home --shell /bin/sh "+TrainerUser,
		"mkdir -p "+g.spec.Output.Target+" "+runspec.CacheDir,
		"chown -R "+id+":"+id+" "+g.workdir+" "+path.Dir(runspec.CacheDir))
}

// finish adds what runtime and devel share: the small container binary as
// spkit (it supervises the trainer) and spkit-healthcheck (the HEALTHCHECK,
// a binary of its own or a symlink to spkit), in one COPY, the
// environment, the code (last, so an edit rebuilds only it), the user, the
// healthcheck, the entrypoint and the labels.
func (g *generator) finish(base string) {
	g.w.line("ARG", "TARGETARCH")
	g.w.line("COPY", BinDir+"/"+StagedDir("${TARGETARCH}")+"/", "/usr/local/bin/")
	g.w.keyValues("ENV", g.imageEnv())
	g.w.line("WORKDIR", g.workdir)
	user := g.spec.User.String()
	g.w.line("COPY", "--from="+StageCode, "--chown="+user, g.workdir+"/", g.workdir+"/")
	g.w.line("USER", user)
	g.w.line("HEALTHCHECK", healthcheckFlags(g.spec.Health.Image), "CMD", jsonArgs(g.spec.Health.Test))
	g.w.line("ENTRYPOINT", jsonArgs(g.spec.Entrypoint))
	if cmd := g.spec.ImageCommand; len(cmd) > 0 {
		g.w.line("CMD", jsonArgs(cmd))
	}
	g.labels(base)
}

// healthcheckFlags writes the image's health check schedule.
func healthcheckFlags(h runspec.HealthTiming) string {
	return fmt.Sprintf("--interval=%s --timeout=%s --start-period=%s --retries=%d",
		guardspec.FormatDuration(h.Interval), guardspec.FormatDuration(h.Timeout), guardspec.FormatDuration(h.StartPeriod), h.Retries)
}

// imageEnv is the container environment: the venv's paths, the run's
// environment (the target's env, NVIDIA_* defaults, HF_HOME), then the
// SPKIT_* values spkit reads back inside the container, encoded by
// imageenv exactly as compose sets them, which the project cannot
// override. Values are quoted; PATH expands the base's PATH.
func (g *generator) imageEnv() map[string]string {
	env := map[string]string{
		"PATH":             VenvDir + "/bin:$PATH",
		"VIRTUAL_ENV":      VenvDir,
		"PYTHONUNBUFFERED": "1",
	}
	if g.t.Profile.HasGPU() {
		env["TRITON_CACHE_DIR"] = TritonCacheDir
	}
	for k, v := range g.spec.Env {
		env[k] = quoteValue(v)
	}
	for _, kv := range g.spec.ImageEnv.Encode() {
		env[kv.Key] = quoteValue(kv.Value)
	}
	return env
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
