//go:build bench

// Package build benchmarks `spkit build` on the real engine: cold build vs a
// one-.py-edit rebuild for spkit's Dockerfile and for seed 001's naive
// single-stage one, runtime image size vs a single-stage image on the devel
// stage, and the bytes sent as context from a repo holding 2 GB of data.
//
//	go test -tags bench -count=1 -timeout 60m ./bench/build -args -write docs/benchmarks.md
package build

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/bench/benchdoc"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

var (
	write     = flag.String("write", "", "rewrite the Build section of this markdown file (relative to the module root)")
	buildkitd = flag.Bool("buildkitd", true, "also time the spkit Dockerfile through a standalone buildkitd (testenv builds one) pushing to a local registry")
)

type run struct {
	res  *images.Result
	rec  *images.Recorder
	took time.Duration
}

type bench struct {
	t     *testing.T
	eng   client.APIClient
	base  string
	spkit string
	arch  string
}

func (b *bench) build(dir, ref string, dockerfile []byte, stage string, noCache bool) run {
	b.t.Helper()
	return b.buildWith(images.NewEngineBuilder(b.eng), dir, ref, dockerfile, stage, noCache, false)
}

// buildWith builds through builder; push sends the image to its registry
// instead of loading it into the engine.
func (b *bench) buildWith(builder images.Builder, dir, ref string, dockerfile []byte, stage string, noCache, push bool) run {
	b.t.Helper()
	cfg, err := project.Load(dir)
	if err != nil {
		b.t.Fatal(err)
	}
	rec := images.NewRecorder()
	o := images.BuildOptions{
		Dir: dir, Config: cfg, Dockerfile: dockerfile, Ref: ref, Stage: stage, NoCache: noCache,
		Platforms: []string{"linux/" + b.arch}, Progress: "quiet", ProgressOut: os.Stderr, Out: os.Stderr,
		Binaries:  images.BinarySource{Self: b.spkit, GOOS: "linux", GOARCH: b.arch},
		BuildArgs: map[string]string{"BASE": b.base}, Recorder: rec, Push: push,
	}
	if !push {
		testenv.RemoveImageOnCleanup(b.t, b.eng, ref)
	}
	start := time.Now()
	res, err := images.Build(context.Background(), builder, o)
	if err != nil {
		b.t.Fatalf("building %s: %v", ref, err)
	}
	return run{res: res, rec: rec, took: time.Since(start)}
}

func (b *bench) generated(dir, stage string) []byte {
	cfg, err := project.Load(dir)
	if err != nil {
		b.t.Fatal(err)
	}
	tgt, err := project.Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		b.t.Fatal(err)
	}
	df, err := images.Dockerfile(tgt, images.DockerfileOptions{BaseImage: b.base, Target: stage})
	if err != nil {
		b.t.Fatal(err)
	}
	return []byte(df)
}

func TestBuildBenchmark(t *testing.T) {
	eng := testenv.Engine(t)
	v, err := eng.ServerVersion(context.Background(), client.ServerVersionOptions{})
	if err != nil {
		t.Fatal(err)
	}
	b := &bench{t: t, eng: eng, base: testenv.TorchBase(t), spkit: testenv.BuildSpkit(t), arch: v.Arch}
	var md strings.Builder

	fmt.Fprintf(&md, "Base image stand-in: `%s` (Debian bookworm + Debian's CPU PyTorch 1.13; no registry here). "+
		"Fixture: images/testdata/trainer. Engine %s, BuildKit through the engine API.\n\n", b.base, v.Version)
	spkitDir, naiveDir := copyFixture(t), copyFixture(t)
	engine := b.editRebuild(&md, "spkit (generated, runtime stage)", spkitDir, func() []byte { return b.generated(spkitDir, images.StageRuntime) }, images.StageRuntime)
	faster, ratio := "the engine's BuildKit", engine
	if *buildkitd {
		if r := b.buildkitdRebuild(&md); r < ratio {
			faster, ratio = "the standalone buildkitd", r
		}
	}
	naive, err := os.ReadFile("testdata/naive.Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	b.editRebuild(&md, "naive single-stage (seed 001 section 8)", naiveDir, func() []byte { return naive }, "")
	fmt.Fprintf(&md, "\nCode-edit rebuild through the faster builder (%s): **%.1f%%** of its cold build (target: at most 5%%).\n", faster, 100*ratio)
	b.sizes(&md, spkitDir)
	b.bigRepo(&md, spkitDir)

	t.Log("\n" + md.String())
	if *write != "" {
		if err := benchdoc.RewriteSection(filepath.Join(moduleRoot(t), *write), "Build", "go test -tags bench -count=1 -timeout 60m ./bench/build -args -write docs/benchmarks.md", md.String()); err != nil {
			t.Fatal(err)
		}
	}
}

// editRebuild measures a cold (--no-cache) build and a rebuild after
// editing train.py.
func (b *bench) editRebuild(md *strings.Builder, name, dir string, dockerfile func() []byte, stage string) float64 {
	ref := "spkit-bench/" + strings.Fields(name)[0] + ":edit"
	cold := b.build(dir, ref, dockerfile(), stage, true)
	appendLine(b.t, filepath.Join(dir, "train.py"), fmt.Sprintf("# edit %d\n", time.Now().UnixNano()))
	warm := b.build(dir, ref, dockerfile(), stage, false)
	if md.Len() > 0 && !strings.Contains(md.String(), "| Dockerfile |") {
		md.WriteString("| Dockerfile | cold build (--no-cache) | rebuild after a .py edit | rebuild / cold | steps re-run | image size |\n|---|---|---|---|---|---|\n")
	}
	fmt.Fprintf(md, "| %s | %.1f s | %.1f s | %.1f%% | %d | %s |\n", name, cold.took.Seconds(), warm.took.Seconds(),
		100*warm.took.Seconds()/cold.took.Seconds(), len(dockerSteps(warm.rec)), images.HumanBytes(warm.res.Size))
	return warm.took.Seconds() / cold.took.Seconds()
}

// buildkitdRebuild times the spkit Dockerfile's cold build and code-edit
// rebuild through a standalone buildkitd (runc worker, its own snapshotter)
// that pushes to a local registry: the base is pushed there first, since
// buildkitd cannot see the engine's images.
func (b *bench) buildkitdRebuild(md *strings.Builder) float64 {
	reg := testenv.StartRegistry(b.t)
	start := time.Now()
	base := reg.PushFromEngine(b.t, b.eng, b.base)
	b.t.Logf("pushed %s to the local registry in %s", b.base, time.Since(start))
	addr := testenv.StartBuildkitd(b.t, reg.Host)
	builder := &images.RemoteBuilder{Addr: addr, Engine: func() (images.Engine, error) { return b.eng, nil }}
	dir := copyFixture(b.t)
	saved := b.base
	b.base = base
	defer func() { b.base = saved }()
	ref := reg.Host + "/spkit-bench/spkit:edit"
	df := func() []byte { return b.generated(dir, images.StageRuntime) }
	cold := b.buildWith(builder, dir, ref, df(), images.StageRuntime, true, true)
	appendLine(b.t, filepath.Join(dir, "train.py"), fmt.Sprintf("# edit %d\n", time.Now().UnixNano()))
	warm := b.buildWith(builder, dir, ref, df(), images.StageRuntime, false, true)
	fmt.Fprintf(md, "| spkit (generated, runtime stage), standalone buildkitd %s pushing to a local registry | %.1f s | %.1f s | %.1f%% | %d | (pushed) |\n",
		testenv.BuildkitVersion, cold.took.Seconds(), warm.took.Seconds(), 100*warm.took.Seconds()/cold.took.Seconds(), len(dockerSteps(warm.rec)))
	return warm.took.Seconds() / cold.took.Seconds()
}

// rebuildNote explains what the rebuild figure is made of on this engine.
const rebuildNote = "\nTarget: a code-edit rebuild at most 5% of the cold build. Only the code layer is rebuilt; almost all " +
	"of the rebuild is the engine exporting that one new layer: this engine's storage driver (fuse-overlayfs) diffs a " +
	"layer by walking the image's whole filesystem (about 5 s for this 1.3 GiB image), and a rebuild with nothing " +
	"changed takes 0.2 s. The stand-in's cold build is short because nothing is pulled or downloaded; with the real " +
	"bases it includes pulling the cudnn-devel and runtime images and installing PyTorch from the wheel index. " +
	"The standalone buildkitd (testenv builds it; runc worker, its own snapshotter, state in /tmp) pulls the base from a local " +
	"registry the benchmark pushed it to, and pushes the image there instead of loading it into the engine: its rebuild " +
	"exports one small layer and a manifest, so no storage driver diffs the image. Running that image on this engine then " +
	"means a pull, where the engine applies only the new layer.\n"

// sizes compares the runtime image with a single-stage image on the devel
// stage.
func (b *bench) sizes(md *strings.Builder, dir string) {
	md.WriteString(rebuildNote)
	rt := b.build(dir, "spkit-bench/size:runtime", b.generated(dir, images.StageRuntime), images.StageRuntime, false)
	dv := b.build(dir, "spkit-bench/size:devel", b.generated(dir, images.StageDevel), images.StageDevel, false)
	fmt.Fprintf(md, "\nRuntime image %s vs single-stage on the devel stage %s: %.0f%% (target: at most 60%%). "+
		"With the stand-in every stage starts FROM the same base, so only the builder's packages differ; "+
		"with the real CUDA bases, runtime starts from cudnn-runtime and devel from cudnn-devel.\n",
		images.HumanBytes(rt.res.Size), images.HumanBytes(dv.res.Size), 100*float64(rt.res.Size)/float64(dv.res.Size))
}

// bigRepo builds the fixture plus 2 GB of sparse checkpoints and data.
func (b *bench) bigRepo(md *strings.Builder, cleanDir string) {
	df := b.generated(cleanDir, images.StageRuntime)
	clean := b.build(cleanDir, "spkit-bench/ctx:clean", df, images.StageRuntime, false)
	big := copyFixture(b.t)
	sparse(b.t, filepath.Join(big, "checkpoints", "step-1000.safetensors"), 1<<30)
	sparse(b.t, filepath.Join(big, "data", "train.bin"), 1<<30)
	heavy := b.build(big, "spkit-bench/ctx:big", df, images.StageRuntime, false)
	code := heavy.res.Context.Bytes
	for _, e := range heavy.res.Context.Top {
		if e.Path == ".spkit" {
			code -= e.Bytes
		}
	}
	fmt.Fprintf(md, "\nRepo with 2 GiB of checkpoints/ and data/ (sparse files): context %d files, %s; "+
		"trainer files %s (target: under 1 MB) plus the staged spkit binary; BuildKit received %s on this repo's first build. "+
		"Build time (dependency layers cached) %.1f s vs %.1f s for the clean repo.\n",
		heavy.res.Context.Files, images.HumanBytes(heavy.res.Context.Bytes), images.HumanBytes(code),
		images.HumanBytes(heavy.res.ContextBytes), heavy.took.Seconds(), clean.took.Seconds())
}

// dockerSteps are the Dockerfile steps a build executed (not cached).
func dockerSteps(rec *images.Recorder) []string {
	var out []string
	for _, n := range rec.Executed() {
		if !strings.HasPrefix(n, "[internal]") && !strings.HasPrefix(n, "exporting") && !strings.Contains(n, "] FROM ") {
			out = append(out, n)
		}
	}
	return out
}
