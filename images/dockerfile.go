package images

import (
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// Stages of the generated Dockerfile. StageRuntime and StageDevel are the
// build targets; StageBuilder is internal.
const (
	StageBuilder = "builder"
	StageRuntime = "runtime"
	StageDevel   = "devel"
	// StageCode holds the trainer's files on scratch (one layer in the image).
	StageCode = "code"
)

// Paths and names inside the image the rest of spkit relies on.
const (
	VenvDir        = "/opt/venv"
	SecretsDir     = "/run/secrets"
	SecretHFToken  = "hf_token"      // --secret id=hf_token: exported as HF_TOKEN to pip steps
	SecretPipIndex = "pip_index_url" // --secret id=pip_index_url: a private index (with credentials)
	TrainerUser    = "trainer"
	// SyntaxImage is the frontend named by the opt-in `# syntax=` line.
	// Pinned: never a moving tag.
	SyntaxImage = "docker/dockerfile:1.12"
)

// DockerfileOptions change what Dockerfile generates.
type DockerfileOptions struct {
	// BaseImage, when set, replaces the base image of every stage (offline
	// tests with a local image, custom bases).
	BaseImage string
	// Target is the stage placed last, so that a plain `docker build`
	// builds it: StageRuntime (default) or StageDevel. Every stage is
	// always present, so `--target` works on the same text.
	Target string
	// Syntax adds a `# syntax=` line. Off by default: the line makes
	// BuildKit pull the frontend image, which needs a registry.
	Syntax bool
}

// Dockerfile returns the multi-stage Dockerfile for t. It does no I/O.
// What the image runs (user, workdir, environment, health check,
// entrypoint, command, the output folder it creates) comes from
// runspec.Resolve(t), the description compose renders too.
//
// The stages are:
//
//   - builder: FROM the CUDA cudnn-devel image (or the image that ships
//     PyTorch when `torch: base`). Installs python3 and venv tooling with
//     apt (cache mounts), makes the virtual environment VenvDir, pins
//     torch/torchvision/torchaudio from the CUDA's wheel index in a pip
//     constraints file and installs them, then COPYs the requirements file
//     alone and installs it, then pip_packages. Pip steps use a cache
//     mount, and read the optional hf_token / pip_index_url secrets from
//     /run/secrets inside the same RUN: never ENV or ARG.
//   - runtime: FROM the CUDA cudnn-runtime image (or the PyTorch base).
//     apt system packages, a non-root user uid/gid 1000 (an existing uid
//     1000 user, such as Ubuntu 24.04's "ubuntu", is removed first), the
//     venv from the builder, the spkit binary, the environment and labels,
//     then the trainer code LAST so that a code edit rebuilds only those
//     layers. HEALTHCHECK runs `spkit healthcheck`; ENTRYPOINT is
//     `spkit run --`; CMD is the train command.
//   - devel: FROM builder (compilers, headers, pip) with the same user,
//     binary, environment and code.
//
// spkit's container binary comes from the build context:
// BinDir/linux-${TARGETARCH}/ (StagedDir: spkit and spkit-healthcheck), which `spkit build` writes before it builds (plain `docker
// build` users put it there themselves). Named
// build contexts, `COPY --chmod/--link` and heredocs are avoided so that
// the frontend built into Docker 20.10 builds the file.
func Dockerfile(t *project.Target, opts DockerfileOptions) (string, error) {
	spec, err := runspec.Resolve(t, nil)
	if err != nil {
		return "", err
	}
	return DockerfileFor(t, spec, opts)
}

// DockerfileFor is Dockerfile with the run spec already resolved: the
// target says what to build, spec what the image runs.
func DockerfileFor(t *project.Target, spec *runspec.Spec, opts DockerfileOptions) (string, error) {
	g, err := newGenerator(t, spec, opts)
	if err != nil {
		return "", err
	}
	return g.render(), nil
}

// generator holds a validated target and writes the Dockerfile.
type generator struct {
	t       *project.Target
	spec    *runspec.Spec
	opts    DockerfileOptions
	workdir string
	copies  []copySpec
	w       writer
}

func newGenerator(t *project.Target, spec *runspec.Spec, opts DockerfileOptions) (*generator, error) {
	switch opts.Target {
	case "":
		opts.Target = StageRuntime
	case StageRuntime, StageDevel:
	default:
		return nil, errdefs.Usagef("use --target runtime or --target devel", "unknown target stage %q", opts.Target)
	}
	g := &generator{t: t, spec: spec, opts: opts, workdir: spec.Workdir}
	if err := g.validate(); err != nil {
		return nil, err
	}
	return g, nil
}

func (g *generator) validate() error {
	copies, err := copySpecs(g.t.Project.Copy, g.workdir)
	if err != nil {
		return err
	}
	g.copies = copies
	if err := validateEnv(g.t.Env); err != nil {
		return err
	}
	if err := validatePackages("system", g.t.Project.SystemPackages); err != nil {
		return err
	}
	if err := validatePackages("builder", g.t.Project.BuilderPackages); err != nil {
		return err
	}
	if err := g.validateRequirements(); err != nil {
		return err
	}
	return validateRelPath("train.config", g.t.TrainConfig)
}

func (g *generator) render() string {
	g.header()
	g.builderStage()
	g.codeStage()
	if g.opts.Target == StageDevel {
		g.runtimeStage()
		g.develStage()
	} else {
		g.develStage()
		g.runtimeStage()
	}
	return strings.TrimRight(g.w.String(), "\n") + "\n"
}

// torchVersion is the SPKIT_TORCH_VERSION value: the pinned version, or
// "base" when the base image ships PyTorch.
func (g *generator) torchVersion() string { return g.spec.ImageEnv.TorchVersion }
