package images

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/buildkit/identity"
	"github.com/moby/buildkit/session"
	digest "github.com/opencontainers/go-digest"
	"github.com/tonistiigi/fsutil"
	"golang.org/x/sync/errgroup"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// BuildOptions is one image build.
type BuildOptions struct {
	// Dir is the trainer repository; Config its spkit.yaml.
	Dir    string
	Config *project.Config
	// Dockerfile is the Dockerfile text (from the generator). It is sent as
	// its own local mount and never written into the repository.
	Dockerfile []byte
	// Ref is the image reference to build; Stage the Dockerfile target
	// (runtime or devel).
	Ref   string
	Stage string
	// Platforms are normalized os/arch strings.
	Platforms []string
	Push      bool
	BuildArgs map[string]string
	Labels    map[string]string
	Secrets   []Secret
	CacheFrom []bkclient.CacheOptionsEntry
	CacheTo   []bkclient.CacheOptionsEntry
	NoCache   bool
	// Progress is the progressui mode; ProgressOut receives the display and
	// warnings, Out the summary.
	Progress    string
	ProgressOut io.Writer
	Out         io.Writer
	// Binaries says where the spkit binaries for the image come from.
	Binaries BinarySource
	// Session holds extra session attachables (registry auth).
	Session []session.Attachable
	// Recorder, when set, receives the status stream (tests, benchmarks).
	Recorder *Recorder
	// Tags, when set, says why a base image the registry lacks is gone
	// and names the supported tag (the version matrix).
	Tags TagAdvisor

	sharedKey string
}

// Result is a built image.
type Result struct {
	Ref string
	// Digest is the registry's manifest (list) digest when pushed, else
	// the image's.
	Digest string
	Pushed bool
	// Size in the engine (0 when pushed without loading).
	Size int64
	// Context is what the filtered context held; ContextBytes what
	// BuildKit reported receiving.
	Context      ContextSummary
	ContextBytes int64
	Duration     time.Duration
}

// Build checks the builder can run the platforms, stages the spkit
// binaries, filters the context, and solves the Dockerfile on b.
func Build(ctx context.Context, b Builder, o BuildOptions) (*Result, error) {
	start := time.Now()
	if err := b.CheckPlatforms(ctx, o.Platforms); err != nil {
		return nil, err
	}
	if cc, ok := b.(interface {
		CheckCacheExports([]bkclient.CacheOptionsEntry) error
	}); ok {
		if err := cc.CheckCacheExports(o.CacheTo); err != nil {
			return nil, err
		}
	}
	if o.Binaries.Warn == nil {
		// Staging warnings go where the build's progress goes.
		o.Binaries.Warn = o.ProgressOut
		if o.Binaries.Warn == nil {
			o.Binaries.Warn = os.Stderr
		}
	}
	if err := StageBinaries(o.Dir, o.Binaries, o.Platforms); err != nil {
		return nil, err
	}
	secrets, err := SecretsAttachable(o.Secrets)
	if err != nil {
		return nil, err
	}
	bctx, err := NewBuildContext(o.Dir, ContextPatterns(o.Config))
	if err != nil {
		return nil, err
	}
	summary, err := bctx.Summarize(ctx)
	if err != nil {
		return nil, fmt.Errorf("reading the build context: %w", err)
	}
	if w := summary.Warning(); w != "" {
		fmt.Fprintf(o.ProgressOut, "warning: %s\n", w)
	}
	dfDir, err := writeDockerfile(o.Dockerfile)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dfDir)
	dfFS, err := fsutil.NewFS(dfDir)
	if err != nil {
		return nil, err
	}
	o.sharedKey = sharedKey(o.Dir)
	res, err := solve(ctx, b, o, map[string]fsutil.FS{"context": bctx.FS, "dockerfile": dfFS}, append(o.Session, secrets))
	if err != nil {
		return nil, err
	}
	res.Context, res.Duration = summary, time.Since(start)
	return res, nil
}

// writeDockerfile puts the Dockerfile into a temporary directory (outside
// the repository) for the "dockerfile" local mount.
func writeDockerfile(data []byte) (string, error) {
	dir, err := os.MkdirTemp("", "spkit-dockerfile-")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "Dockerfile"), data, 0o644); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// SolveOpt returns the BuildKit solve options for o (no I/O).
func SolveOpt(o BuildOptions, mounts map[string]fsutil.FS, attachables []session.Attachable, exports []bkclient.ExportEntry) bkclient.SolveOpt {
	attrs := map[string]string{"filename": "Dockerfile"}
	if o.Stage != "" {
		attrs["target"] = o.Stage
	}
	if len(o.Platforms) > 0 {
		attrs["platform"] = strings.Join(o.Platforms, ",")
	}
	if o.NoCache {
		attrs["no-cache"] = ""
	}
	for k, v := range o.BuildArgs {
		attrs["build-arg:"+k] = v
	}
	for k, v := range o.Labels {
		attrs["label:"+k] = v
	}
	return bkclient.SolveOpt{
		Frontend:      "dockerfile.v0",
		FrontendAttrs: attrs,
		LocalMounts:   mounts,
		Session:       attachables,
		Exports:       exports,
		CacheImports:  o.CacheFrom,
		CacheExports:  o.CacheTo,
		Ref:           identity.NewID(),
		SharedKey:     o.sharedKey,
	}
}

// sharedKey names the repository to BuildKit so that its copy of the
// context is reused between builds: a rebuild sends only changed files.
func sharedKey(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return digest.FromString("spkit:" + dir).Encoded()[:32]
}

// solve runs the solve with progress, waits for the export and rewrites
// failures.
func solve(ctx context.Context, b Builder, o BuildOptions, mounts map[string]fsutil.FS, attachables []session.Attachable) (*Result, error) {
	rec := o.Recorder
	if rec == nil {
		rec = NewRecorder()
	}
	exports, done, err := b.Exports(ctx, o.Ref, o.Push, o.Platforms)
	if err != nil {
		return nil, err
	}
	c, err := b.Client(ctx)
	if err != nil {
		_, _ = done(ctx, err)
		return nil, SolveError(ctx, err, nil, b.Name(), o.Ref)
	}
	defer c.Close()
	opt := SolveOpt(o, mounts, attachables, exports)

	ch := make(chan *bkclient.SolveStatus)
	var resp *bkclient.SolveResponse
	var solveErr error
	eg, egctx := errgroup.WithContext(context.WithoutCancel(ctx))
	eg.Go(func() error {
		resp, solveErr = c.Solve(ctx, nil, opt, ch)
		return nil
	})
	eg.Go(func() error { return Progress(egctx, o.ProgressOut, o.Progress, rec, ch) })
	progressErr := eg.Wait()

	if ctx.Err() != nil {
		cctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		b.Cancel(cctx, opt.Ref)
		cancel()
	}
	exp, err := done(context.WithoutCancel(ctx), solveErr)
	if solveErr != nil {
		showFailedStep(o.ProgressOut, rec)
		if e := MissingBaseImage(solveErr, o.Tags); e != nil {
			return nil, e
		}
		return nil, SolveError(ctx, solveErr, rec, b.Name(), o.Ref)
	}
	if err != nil {
		var known *errdefs.Error
		if errors.As(err, &known) {
			return nil, err
		}
		return nil, SolveError(ctx, err, rec, b.Name(), o.Ref)
	}
	if progressErr != nil {
		return nil, progressErr
	}
	dgst := resp.ExporterResponse["containerimage.digest"]
	if exp.Digest != "" {
		dgst = exp.Digest
	}
	return &Result{Ref: o.Ref, Digest: dgst, Size: exp.Size, Pushed: o.Push, ContextBytes: rec.ContextBytes()}, nil
}

// showFailedStep prints the failed step's last log lines.
func showFailedStep(w io.Writer, rec *Recorder) {
	step := rec.Failed()
	if step == nil {
		return
	}
	lines := step.LastLines(LogTail)
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s failed; its last %d log lines:\n", step.Name, len(lines))
	for _, l := range lines {
		fmt.Fprintf(w, "  | %s\n", l)
	}
}

// PrintResult writes what was built.
func PrintResult(w io.Writer, r *Result) {
	fmt.Fprintf(w, "context: %d files, %s (%s sent)\n", r.Context.Files, HumanBytes(r.Context.Bytes), HumanBytes(r.ContextBytes))
	fmt.Fprintf(w, "image:   %s\n", r.Ref)
	if r.Pushed {
		fmt.Fprintf(w, "pushed:  %s@%s\n", r.Ref, r.Digest)
	} else if r.Digest != "" {
		fmt.Fprintf(w, "digest:  %s\n", r.Digest)
	}
	if r.Size > 0 {
		fmt.Fprintf(w, "size:    %s\n", HumanBytes(r.Size))
	}
}
