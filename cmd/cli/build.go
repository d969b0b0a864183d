package cli

import (
	"context"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// buildOptions are `spkit build`'s flags.
type buildOptions struct {
	profile, cuda, torch, platform, tag, target string
	push, noCache                               bool
	builder, baseImage, progress                string
	cacheFrom, cacheTo, secrets, args           []string
}

func newBuildCmd(f *Factory, runF func(context.Context, app.BuildRequest) error) *cobra.Command {
	o := &buildOptions{}
	if runF == nil {
		runF = func(ctx context.Context, req app.BuildRequest) error {
			_, err := app.Build(ctx, f.Deps(), req)
			return err
		}
	}
	cmd := &cobra.Command{
		Use:   "build",
		Short: "Build the trainer image with BuildKit",
		Long: `Build the image that ` + "`spkit dockerfile`" + ` describes, with the Docker engine's own
BuildKit (honouring DOCKER_HOST and the docker context; the image lands in the
engine) or a standalone/remote buildkitd (--builder unix://... or tcp://host:port,
with --push to a registry, or loaded into the engine).

The context holds only what spkit.yaml copies (plus the requirements file and
the spkit binary, staged in .spkit/bin/), filtered by .dockerignore. On success
it prints the target (profile, platform, CUDA, torch, python), the context sent,
the image and its size.`,
		Example: `  spkit build --profile dgx-spark --cuda 13.0
  spkit build --profile h100 --secret id=hf_token,env=HF_TOKEN
  spkit build --profile gh200 --builder tcp://arm-builder:1234 --push --tag registry.example.com/team/trainer:v1`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			// Every flag is checked before the project is loaded.
			if err := o.validate(); err != nil {
				return err
			}
			req, err := o.request()
			if err != nil {
				return err
			}
			return runF(cmd.Context(), *req)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&o.profile, "profile", "", "hardware profile to build for (default: the only one spkit.yaml lists)")
	addPinFlags(fl, &o.cuda, &o.torch)
	fl.StringVar(&o.platform, "platform", "", "target platforms, comma-separated (default: the profile's)")
	fl.StringVarP(&o.tag, "tag", "t", "", "image reference (default: NAME:cudaVERSION-PROFILE)")
	fl.StringVar(&o.target, "target", images.StageRuntime, "stage to build: runtime or devel")
	fl.BoolVar(&o.push, "push", false, "push the image to its registry")
	fl.StringVar(&o.builder, "builder", "", "buildkitd address (unix:///run/buildkit/buildkitd.sock, tcp://host:1234); default: the Docker engine's BuildKit")
	fl.StringArrayVar(&o.cacheFrom, "cache-from", nil, "import build cache (type=registry,ref=REF or REF)")
	fl.StringArrayVar(&o.cacheTo, "cache-to", nil, "export build cache (type=registry,ref=REF,mode=max)")
	fl.StringArrayVar(&o.secrets, "secret", nil, "build secret: id=hf_token,src=FILE or id=hf_token,env=VAR")
	fl.StringArrayVar(&o.args, "build-arg", nil, "build argument KEY=VALUE")
	fl.StringVar(&o.baseImage, "base-image", "", "replace the base image of every stage (a local or mirrored image)")
	fl.BoolVar(&o.noCache, "no-cache", false, "do not use the build cache")
	fl.StringVar(&o.progress, "progress", "auto", "progress output: "+strings.Join(images.ProgressModes, ", "))
	return cmd
}

// validate checks every flag before the project is loaded and before
// anything is staged or sent: what BuildKit would refuse only after
// copying the binaries into .spkit/bin is refused here, with exit 2.
func (o *buildOptions) validate() error {
	if !slices.Contains(images.ProgressModes, o.progress) {
		return errdefs.Usagef("use one of "+strings.Join(images.ProgressModes, ", "), "unknown --progress %q", o.progress)
	}
	if o.builder != "" && !images.IsBuilderAddress(o.builder) {
		return errdefs.Usagef("use unix:///run/buildkit/buildkitd.sock or tcp://host:port (docker-container://, kube-pod:// and ssh:// need BuildKit's connection helpers, which spkit does not link: forward the socket instead)", "invalid --builder %q", o.builder)
	}
	if o.tag != "" {
		if err := images.CheckTag(o.tag); err != nil {
			return err
		}
	}
	if err := checkBaseImage(o.baseImage); err != nil {
		return err
	}
	if o.platform != "" {
		ps, err := images.NormalizePlatforms(o.platform)
		if err != nil {
			return err
		}
		if len(ps) == 0 {
			return errdefs.Usagef("write it as os/arch, e.g. linux/arm64", "--platform %q names no platform", o.platform)
		}
	}
	return nil
}

// checkBaseImage checks --base-image (build, up) when given.
func checkBaseImage(v string) error {
	if v == "" {
		return nil
	}
	return images.CheckImageRef("--base-image", v)
}

// request turns the flags into the build use case's request.
func (o *buildOptions) request() (*app.BuildRequest, error) {
	bo := &app.BuildRequest{Profile: o.profile, CUDA: o.cuda, Torch: o.torch, Stage: o.target, Platform: o.platform, Tag: o.tag,
		Push: o.push, NoCache: o.noCache, Builder: o.builder, BaseImage: o.baseImage, Progress: o.progress}
	var err error
	if bo.BuildArgs, err = images.ParseKeyValues("--build-arg", o.args); err != nil {
		return nil, err
	}
	for _, s := range o.secrets {
		sec, err := images.ParseSecret(s)
		if err != nil {
			return nil, err
		}
		if err := images.CheckSecret(sec); err != nil {
			return nil, err
		}
		bo.Secrets = append(bo.Secrets, sec)
	}
	for _, lists := range []struct {
		in     []string
		out    *[]images.CacheSpec
		export bool
	}{{o.cacheFrom, &bo.CacheFrom, false}, {o.cacheTo, &bo.CacheTo, true}} {
		for _, v := range lists.in {
			c, err := images.ParseCacheSpec(v)
			if err != nil {
				return nil, err
			}
			if err := images.CheckCacheSpec(c, lists.export); err != nil {
				return nil, err
			}
			*lists.out = append(*lists.out, c)
		}
	}
	return bo, nil
}
