//go:build bench

// The health-check benchmark:
//
//	go test -tags bench -count=1 -timeout 20m ./bench/healthcheck -args -write docs/benchmarks.md
//
// builds a CPU PyTorch image (testenv.TorchBase + spkit-container as spkit +
// spkit-healthcheck + GNU time, as images ship them), runs each check N
// times inside one container and reports the medians of wall time and peak
// RSS.
package healthcheck

import (
	"context"
	_ "embed"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/version"

	"github.com/spkit-dev/spkit/bench/benchdoc"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/internal/testenv/smoketest"
)

var (
	write = flag.String("write", "", "rewrite the Healthcheck section of this markdown file (relative to the module root)")
	runs  = flag.Int("n", 40, "runs of each check")
)

//go:embed runner.py
var runner string

const seedsCheck = `import torch; assert torch.cuda.is_available()`

type sample struct {
	Wall []float64 `json:"wall_s"`
	RSS  []float64 `json:"rss_kib"`
	Exit []int     `json:"exit"`
}

func TestHealthcheckBench(t *testing.T) {
	c := testenv.Engine(t)
	lean, ctr := build(t, "spkit-healthcheck"), build(t, "spkit-container")
	ref := smoketest.Image(t, c, map[string]string{"spkit": ctr, "spkit-healthcheck": lean}, smoketest.CPUEnv)
	ref = withGNUTime(t, ref)
	cmds := map[string][]string{
		"seeds":             {"python3", "-c", seedsCheck},
		"spkit healthcheck": {"spkit", "healthcheck"},
		"spkit-healthcheck": {"spkit-healthcheck"},
		"baseline":          {"true"},
	}
	arg, _ := json.Marshal(cmds)
	res := testenv.Run(t, c, &container.Config{Image: ref, Cmd: []string{"python3", "-c", runner, fmt.Sprint(*runs), string(arg)}}, nil)
	if res.ExitCode != 0 {
		t.Fatalf("runner exited %d: %s", res.ExitCode, res.Stderr)
	}
	var got map[string]sample
	if err := json.Unmarshal([]byte(res.Stdout), &got); err != nil {
		t.Fatalf("runner output: %v\n%s", err, res.Stdout)
	}
	md := table(got, fileSize(t, ctr), fileSize(t, lean))
	t.Log("\n" + md)
	for _, name := range []string{"spkit healthcheck", "spkit-healthcheck"} {
		if e := got[name].Exit; e[0] != 0 {
			t.Errorf("%s exited %d in a healthy cpu container", name, e[0])
		}
	}
	if *write != "" {
		root, _ := testenv.ModuleRoot()
		if err := benchdoc.RewriteSection(filepath.Join(root, *write), "Healthcheck", "go test -tags bench -count=1 -timeout 20m ./bench/healthcheck -args -write docs/benchmarks.md", md); err != nil {
			t.Fatal(err)
		}
	}
}

// build builds ./cmd/<name> as images ship it (`make build`'s flags).
func build(t *testing.T, name string) string {
	root, err := testenv.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), name)
	cmd := exec.Command("go", "build", "-trimpath", "-tags", version.ContainerTags, "-ldflags", "-s -w", "-o", out, "./cmd/"+name)
	cmd.Dir, cmd.Env = root, append(os.Environ(), "CGO_ENABLED=1")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building %s: %v\n%s", name, err, b)
	}
	return out
}

func fileSize(t *testing.T, p string) int64 {
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

// withGNUTime adds Debian's time package (GNU time reports peak RSS).
func withGNUTime(t *testing.T, ref string) string {
	c, ctx := testenv.Engine(t), context.Background()
	out := ref + "-time"
	script := "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q time && rm -rf /var/lib/apt/lists/*"
	created, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{Config: &container.Config{
		Image: ref, User: "root", Cmd: []string{"sh", "-c", script}, Labels: testenv.Labels(t)}})
	if err != nil {
		t.Fatal(err)
	}
	testenv.RemoveContainerOnCleanup(t, c, created.ID)
	if _, err := c.ContainerStart(ctx, created.ID, client.ContainerStartOptions{}); err != nil {
		t.Fatal(err)
	}
	wait := c.ContainerWait(ctx, created.ID, client.ContainerWaitOptions{})
	select {
	case r := <-wait.Result:
		if r.StatusCode != 0 {
			t.Fatalf("installing GNU time exited %d", r.StatusCode)
		}
	case err := <-wait.Error:
		t.Fatal(err)
	}
	if _, err := c.ContainerCommit(ctx, created.ID, client.ContainerCommitOptions{Reference: out, Changes: []string{"USER 1000"}}); err != nil {
		t.Fatal(err)
	}
	testenv.RemoveImageOnCleanup(t, c, out)
	return out
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func table(got map[string]sample, ctrSize, leanSize int64) string {
	seed := got["seeds"]
	sw, sr := median(seed.Wall), median(seed.RSS)
	tw := median(got["baseline"].Wall)
	var b strings.Builder
	fmt.Fprintf(&b, "Medians of %d runs each, interleaved, in one container of a CPU PyTorch image (Debian bookworm, python3-torch 1.13), SPKIT_GPU_COUNT=0. "+
		"Wall time includes spawning through GNU time; peak RSS is GNU time's %%M. "+
		"The seeds' check exits %d here (no CUDA in a CPU image): its cost is what is measured.\n\n", len(seed.Wall), seed.Exit[0])
	b.WriteString("| check | wall (median) | peak RSS (median) | vs seeds: faster | vs seeds: less memory | wall / `true` |\n|---|---|---|---|---|---|\n")
	for _, name := range []string{"seeds", "spkit healthcheck", "spkit-healthcheck", "baseline"} {
		s := got[name]
		w, r := median(s.Wall), median(s.RSS)
		label := map[string]string{"seeds": "seeds: `python -c \"" + seedsCheck + "\"`", "spkit healthcheck": "`spkit healthcheck` (the in-image spkit-container)",
			"spkit-healthcheck": "`spkit-healthcheck` (the HEALTHCHECK binary)", "baseline": "baseline: `true` (spawn overhead alone)"}[name]
		fmt.Fprintf(&b, "| %s | %.1f ms | %.1f MiB | %.0fx | %.1fx | %.2fx |\n", label, w*1000, r/1024, sw/w, sr/r, w/tw)
	}
	fmt.Fprintf(&b, "\nThe in-image binaries (`go build -trimpath -tags %s -ldflags \"-s -w\"`, as images ship them): ./cmd/spkit-container (run, healthcheck, validate, hold; /usr/local/bin/spkit) %.2f MiB, ./cmd/spkit-healthcheck (the checks and NVML only; /usr/local/bin/spkit-healthcheck, the HEALTHCHECK) %.2f MiB.\n",
		version.ContainerTags, float64(ctrSize)/(1<<20), float64(leanSize)/(1<<20))
	b.WriteString("\nThe container binary links the official Prometheus client for `spkit run --metrics`; its package initializers (the default registry's collectors, protobuf's descriptor registry) run in every process that links it, so a HEALTHCHECK through it costs about twice the memory. The HEALTHCHECK, which Docker runs every few seconds for the life of the container, is therefore a binary of its own holding the checks and NVML (no cobra, supervisor or metrics; internal/archtest keeps it so). The full host `spkit` binary (BuildKit, compose-go, the Docker client) is not put into images.\n")
	b.WriteString("\nTargets: issue 5, at least 50x faster and 10x less memory than the seeds' check, budget 20 ms and 15 MiB; issue 35, " +
		"the HEALTHCHECK at most 6 MiB peak RSS and 1.5x the spawn floor (`true`, through the same GNU time) in the same container, the in-image binary at most 10 MiB.\n")
	return b.String()
}
