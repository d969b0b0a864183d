package app

import (
	"context"
	"fmt"
	"maps"

	bkclient "github.com/moby/buildkit/client"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// BuildRequest is one image build.
type BuildRequest struct {
	// Profile and CUDA select the target (spkit.yaml's when empty); Target,
	// when set (up, train), is built as it is.
	Profile, CUDA string
	// Torch replaces spkit.yaml's torch: for this build (see Pins).
	Torch  string
	Target *project.Target
	// Stage is the Dockerfile target, images.StageRuntime by default.
	Stage string
	// Platform overrides the profile's platforms ("linux/amd64,linux/arm64").
	Platform string
	// Tag overrides the default NAME:cudaVERSION-PROFILE reference.
	Tag       string
	Push      bool
	NoCache   bool
	Builder   string // buildkitd address; "" is the engine's BuildKit
	BaseImage string // replaces every stage's base image
	Progress  string // progressui mode, "auto" by default
	BuildArgs map[string]string
	Secrets   []images.Secret
	CacheFrom []bkclient.CacheOptionsEntry
	CacheTo   []bkclient.CacheOptionsEntry
}

// Build resolves the target, generates its Dockerfile and builds it on the
// requested builder, then prints the result.
func Build(ctx context.Context, d *Deps, req BuildRequest) (*images.Result, error) {
	if req.BaseImage != "" {
		// Before anything is resolved, staged or sent.
		if err := images.CheckImageRef("--base-image", req.BaseImage); err != nil {
			return nil, err
		}
	}
	t, err := req.target(d.Dir, d.matrix())
	if err != nil {
		return nil, err
	}
	o, err := req.options(d, t)
	if err != nil {
		return nil, err
	}
	warnUnsupportedBase(d, t, req.BaseImage, o.Tags)
	b, err := d.Builder(req.Builder)
	if err != nil {
		return nil, err
	}
	res, err := b.Build(ctx, *o)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(d.Out, "target:  %s\n", t.As(req.Platform, req.BaseImage).Summary())
	images.PrintResult(d.Out, res)
	return res, nil
}

func (req *BuildRequest) target(dir string, m *profiles.Matrix) (*project.Target, error) {
	if req.Target != nil {
		return req.Target, nil
	}
	lp, err := LoadProject(dir, m)
	if err != nil {
		return nil, err
	}
	lp.Pin(Pins{Torch: req.Torch})
	return lp.Target(req.Profile, req.CUDA, "", "build for")
}

// options turns the request, with the resolved target and its generated
// Dockerfile, into images.BuildOptions.
func (req *BuildRequest) options(d *Deps, t *project.Target) (*images.BuildOptions, error) {
	stage := firstNonEmpty(req.Stage, images.StageRuntime)
	platforms, err := images.NormalizePlatforms(firstNonEmpty(req.Platform, t.Profile.Platform))
	if err != nil {
		return nil, err
	}
	df, err := images.Dockerfile(t, images.DockerfileOptions{BaseImage: req.BaseImage, Target: stage})
	if err != nil {
		return nil, err
	}
	args := maps.Clone(req.BuildArgs)
	if args == nil {
		args = map[string]string{}
	}
	setDefault(args, images.ArgImageRevision, images.GitRevision(d.Dir))
	setDefault(args, images.ArgImageVersion, version.Version)
	return &images.BuildOptions{
		Tags: profiles.NewAdvisor(d.matrix()),
		Dir:  d.Dir, Config: t.Project, Dockerfile: []byte(df), Stage: stage,
		Ref: firstNonEmpty(req.Tag, runspec.ImageRef(t)), Platforms: platforms,
		Push: req.Push, NoCache: req.NoCache, BuildArgs: args, Secrets: req.Secrets,
		CacheFrom: req.CacheFrom, CacheTo: req.CacheTo,
		Progress: firstNonEmpty(req.Progress, "auto"), ProgressOut: d.ErrOut, Out: d.Out,
	}, nil
}

// warnUnsupportedBase says, before building, when the base image pinned
// in spkit.yaml (base_image:) or by --base-image, or the CUDA image of a
// refreshed matrix, is a tag NVIDIA marks unsupported, naming the tag to
// use: NVIDIA deletes such tags, so the build may fail at its first pull.
func warnUnsupportedBase(d *Deps, t *project.Target, flag string, tags images.TagAdvisor) {
	ref, where := flag, "--base-image"
	switch {
	case ref != "":
	case t.TorchBase != nil && t.Project != nil && t.Project.BaseImage != "":
		ref, where = t.Project.BaseImage, "base_image in "+project.FileName
	case t.TorchBase == nil && t.Profile.HasGPU():
		// A matrix refreshed before NVIDIA marked its image unsupported.
		ref, where = t.CUDA.ImageRef(profiles.VariantBase, t.OS.Name), "the version matrix in use ("+d.matrix().Source()+"; `spkit matrix refresh` updates it)"
	default:
		return
	}
	if n := tags.TagNotice(ref); n != nil {
		fmt.Fprintf(d.ErrOut, "spkit: warning: %s: %s\n", where, n)
	}
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

func setDefault(m map[string]string, k, v string) {
	if _, ok := m[k]; !ok && v != "" {
		m[k] = v
	}
}
