//go:build integration

package ci_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
	"github.com/tonistiigi/fsutil"

	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestWorkflowBuildStepReplayed replays the generated workflow's build job
// on the example trainer: its staging script (ci.StageScript) with the
// installed spkit and spkit-container, then a BuildKit build of the whole
// repository as build-push-action sends it, with .spkit/Dockerfile, leaving
// the ignore rules to the Dockerfile frontend (which reads
// .spkit/Dockerfile.dockerignore instead of the example's own .dockerignore,
// which excludes .spkit/). Offline, spkit.yaml takes PyTorch from the local
// Debian base instead of the wheel index; the .dockerignore is the
// example's own.
func TestWorkflowBuildStepReplayed(t *testing.T) {
	eng := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	arch := hostArch(t, eng)
	dir := exampleRepo(t, testenv.TorchBase(t))
	stage := exec.Command("bash", "-euo", "pipefail", "-c", ci.StageScript)
	stage.Dir = dir
	stage.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+":"+os.Getenv("PATH"), "PROFILE=cpu", "ARCH="+arch)
	if out, err := stage.CombinedOutput(); err != nil {
		t.Fatalf("the workflow's staging step: %v\n%s", err, out)
	}
	ref := "spkit-test/workflow-replay:" + arch
	testenv.RemoveImageOnCleanup(t, eng, ref)
	if err := buildLikeBuildx(t, eng, dir, ref, "linux/"+arch); err != nil {
		t.Fatalf("building the example as the workflow does: %v", err)
	}
	res := testenv.Run(t, eng, &container.Config{Image: ref, Entrypoint: []string{"spkit-healthcheck"}}, nil)
	if res.ExitCode != 0 || !strings.HasPrefix(res.Stdout, "healthy") {
		t.Errorf("spkit-healthcheck in the image = exit %d, %q %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	// The HEALTHCHECK is the small binary of its own, not spkit linked.
	hc := "/usr/local/bin/" + images.HealthcheckName
	res = testenv.Run(t, eng, &container.Config{Image: ref, Entrypoint: []string{"sh", "-c", "test -f " + hc + " && test ! -L " + hc + " && ! cmp -s " + hc + " /usr/local/bin/spkit"}}, nil)
	if res.ExitCode != 0 {
		t.Errorf("%s in the image is a link to spkit or a copy of it (exit %d), want the small healthcheck binary", hc, res.ExitCode)
	}
	// The control: with the example's .dockerignore alone, the staged
	// binaries are not in the context (the bug the ignore file fixes).
	if err := os.Remove(filepath.Join(dir, ".spkit", "Dockerfile.dockerignore")); err != nil {
		t.Fatal(err)
	}
	err := buildLikeBuildx(t, eng, dir, ref+"-control", "linux/"+arch)
	testenv.RemoveImageOnCleanup(t, eng, ref+"-control")
	if err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("without .spkit/Dockerfile.dockerignore the build = %v, want the COPY of .spkit/bin to fail", err)
	}
}

// exampleRepo is the example trainer's tracked files with PyTorch from base.
func exampleRepo(t *testing.T, base string) string {
	return testenv.OfflineExample(t, "lora-trainer", base)
}

// buildLikeBuildx solves .spkit/Dockerfile with the unfiltered repository
// as its context, the way buildx sends it: the frontend applies the ignore
// file.
func buildLikeBuildx(t *testing.T, eng client.APIClient, dir, ref, platform string) error {
	ctxFS, err := fsutil.NewFS(dir)
	if err != nil {
		return err
	}
	dfFS, err := fsutil.NewFS(filepath.Join(dir, ".spkit"))
	if err != nil {
		return err
	}
	b := images.NewEngineBuilder(eng)
	c, err := b.Client(context.Background())
	if err != nil {
		return err
	}
	defer c.Close()
	o := images.BuildOptions{Stage: images.StageRuntime, Platforms: []string{platform}}
	exports := []bkclient.ExportEntry{{Type: "moby", Attrs: map[string]string{"name": ref}}}
	opt := images.SolveOpt(o, map[string]fsutil.FS{"context": ctxFS, "dockerfile": dfFS}, nil, exports)
	_, err = c.Solve(context.Background(), nil, opt, nil)
	return err
}

func hostArch(t *testing.T, eng client.APIClient) string {
	v, err := eng.ServerVersion(context.Background(), client.ServerVersionOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return v.Arch
}
