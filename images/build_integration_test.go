//go:build integration

package images_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// fixture copies testdata/trainer to a temporary repository.
func fixture(t *testing.T) string {
	t.Helper()
	return testenv.CopyDir(t, "testdata/trainer")
}

func randomHex(t *testing.T) string {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

// buildOpts resolves the fixture in dir for the cpu profile and returns
// options that build its generated Dockerfile on TorchBase.
func buildOpts(t *testing.T, dir string) images.BuildOptions {
	t.Helper()
	cfg, err := project.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := profiles.Load(filepath.Join(dir, ".spkit/profiles"))
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := project.Resolve(cfg, "cpu", cat, profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	df, err := images.Dockerfile(tgt, images.DockerfileOptions{BaseImage: testenv.TorchBase(t)})
	if err != nil {
		t.Fatal(err)
	}
	ref := "spkit-test/build-" + strings.ToLower(t.Name()) + ":" + randomHex(t)[:8]
	return images.BuildOptions{
		Dir: dir, Config: cfg, Dockerfile: []byte(df), Ref: ref, Stage: images.StageRuntime,
		Platforms: []string{"linux/" + hostArch(t)}, Progress: "plain",
		ProgressOut: testWriter{t}, Out: testWriter{t},
		Binaries:  images.BinarySource{Self: testenv.BuildSpkit(t), GOOS: "linux", GOARCH: hostArch(t)},
		BuildArgs: map[string]string{images.ArgImageRevision: "rev-" + t.Name()},
		Recorder:  images.NewRecorder(),
	}
}

func hostArch(t *testing.T) string {
	v, err := testenv.Engine(t).ServerVersion(context.Background(), client.ServerVersionOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return v.Arch
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	if testing.Verbose() {
		w.t.Log(strings.TrimRight(string(p), "\n"))
	}
	return len(p), nil
}

func build(t *testing.T, o images.BuildOptions) *images.Result {
	t.Helper()
	eng := testenv.Engine(t)
	testenv.RemoveImageOnCleanup(t, eng, o.Ref)
	res, err := images.Build(context.Background(), images.NewEngineBuilder(eng), o)
	if err != nil {
		t.Fatalf("build %s: %v", o.Ref, err)
	}
	if !res.Pushed && strings.HasPrefix(res.Digest, "sha256:") {
		// A rebuild to the same tag leaves the earlier image untagged:
		// remove each build's image by its ID too.
		testenv.RemoveImageOnCleanup(t, eng, res.Digest)
	}
	return res
}

func TestBuildTrainerEndToEnd(t *testing.T) {
	o := buildOpts(t, fixture(t))
	res := build(t, o)

	img, err := testenv.Engine(t).ImageInspect(context.Background(), o.Ref)
	if err != nil {
		t.Fatalf("the image is not in the engine: %v", err)
	}
	cfg := img.Config
	if cfg.User != "1000:1000" {
		t.Errorf("user = %q, want the non-root 1000:1000", cfg.User)
	}
	if !slices.Equal(cfg.Entrypoint, runspec.Entrypoint) {
		t.Errorf("entrypoint = %q, want %q", cfg.Entrypoint, runspec.Entrypoint)
	}
	if cfg.Healthcheck == nil || !slices.Equal(cfg.Healthcheck.Test, []string{"CMD", "spkit-healthcheck"}) {
		t.Errorf("healthcheck = %+v, want CMD spkit-healthcheck", cfg.Healthcheck)
	} else {
		checkHealthcheckRuns(t, o, cfg.Healthcheck.Test[1:])
	}
	for k, want := range map[string]string{
		images.LabelProfile: "cpu", images.LabelCUDA: "13.0", images.LabelTorch: "base",
		"org.opencontainers.image.revision": "rev-" + t.Name(), "org.opencontainers.image.title": "tiny-trainer",
	} {
		if got := cfg.Labels[k]; got != want {
			t.Errorf("label %s = %q, want %q", k, got, want)
		}
	}
	if res.Size != img.Size || res.Digest == "" || res.ContextBytes == 0 {
		t.Errorf("result = %+v, want the engine's size %d, a digest and the context bytes", res, img.Size)
	}
	if _, err := os.Stat(filepath.Join(o.Dir, "Dockerfile")); !os.IsNotExist(err) {
		t.Errorf("the build wrote a Dockerfile into the repository")
	}
}

// checkHealthcheckRuns: the staged spkit is the small container binary
// BuildSpkit put beside spkit (not a copy of spkit), the HEALTHCHECK command
// says healthy in a container of the image, and the trainer can write its
// output and cache directories.
func checkHealthcheckRuns(t *testing.T, o images.BuildOptions, test []string) {
	t.Helper()
	arch := hostArch(t)
	small, _ := os.ReadFile(filepath.Join(filepath.Dir(o.Binaries.Self), images.ContainerName))
	staged, _ := os.ReadFile(filepath.Join(o.Dir, images.BinDir, images.StagedDir(arch), "spkit"))
	if len(small) == 0 || !bytes.Equal(staged, small) {
		t.Errorf("staged spkit for %s: %d bytes, want the %d-byte %s", arch, len(staged), len(small), images.ContainerName)
	}
	eng := testenv.Engine(t)
	res := testenv.Run(t, eng, &container.Config{Image: o.Ref, Entrypoint: test}, nil)
	if res.ExitCode != 0 || !strings.HasPrefix(res.Stdout, "healthy: ") {
		t.Errorf("%q in the image = exit %d, %q %q; want healthy", test, res.ExitCode, res.Stdout, res.Stderr)
	}
	sh := []string{"sh", "-c", "touch /app/output/x /cache/huggingface/x && id -u"}
	if res := testenv.Run(t, eng, &container.Config{Image: o.Ref, Entrypoint: sh}, nil); res.ExitCode != 0 || res.Stdout != "1000\n" {
		t.Errorf("writing /app/output and HF_HOME as the trainer = exit %d, %q %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}

// The secret is mounted into the pip step (which reads it into HF_TOKEN) and
// must appear in no layer and not in the config. A label value built the
// same way must appear: the scan can find what is there.
func TestSecretNotInImage(t *testing.T) {
	dir := fixture(t)
	secret := "hf_" + randomHex(t)
	marker, labelMarker := "visible_"+randomHex(t), "label_"+randomHex(t)
	tokenFile := filepath.Join(t.TempDir(), "token")
	os.WriteFile(tokenFile, []byte(secret), 0o600)
	// A fresh requirements file: the secret-reading pip step runs, not cached.
	os.WriteFile(filepath.Join(dir, "requirements.txt"), []byte("# "+randomHex(t)+"\nPyYAML\n"), 0o644)
	// The marker goes into the code, which the image's last stage copies.
	f, err := os.OpenFile(filepath.Join(dir, "train.py"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, "# %s\n", marker)
	f.Close()
	o := buildOpts(t, dir)
	o.Secrets = []images.Secret{{ID: images.SecretHFToken, File: tokenFile}}
	o.Labels = map[string]string{"test.marker": labelMarker}
	build(t, o)

	ran := false
	for _, name := range o.Recorder.Executed() {
		ran = ran || strings.Contains(name, "pip install -r")
	}
	if !ran {
		t.Fatalf("the pip step that mounts the secret did not run: %q", o.Recorder.Executed())
	}
	saved, err := testenv.Engine(t).ImageSave(context.Background(), []string{o.Ref})
	if err != nil {
		t.Fatal(err)
	}
	defer saved.Close()
	// Streamed, layers decompressed: the saved image is hundreds of MiB.
	found, err := scanImage(saved, secret, marker, labelMarker)
	if err != nil {
		t.Fatalf("scanning the saved image: %v", err)
	}
	if found[secret] {
		t.Errorf("the secret's value is in the saved image")
	}
	// The marker is in train.py, a file in a layer, and in a label (the
	// config): found in both, the scan reads layer files, where a leaked
	// secret would be.
	if !found[marker] || !found[labelMarker] {
		t.Errorf("the scan did not find the marker in a layer (%v) or the label (%v): it would miss a leaked secret too", found[marker], found[labelMarker])
	}
}

func TestRebuildAfterCodeEditRunsOnlyCodeLayers(t *testing.T) {
	dir := fixture(t)
	o := buildOpts(t, dir)
	build(t, o)

	f, _ := os.OpenFile(filepath.Join(dir, "train.py"), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("# edited " + randomHex(t) + "\n")
	f.Close()
	o.Recorder = images.NewRecorder()
	build(t, o)

	var steps []string
	for _, name := range o.Recorder.Executed() {
		// FROM of a local image only resolves it; it is never cached.
		if strings.HasPrefix(name, "[internal]") || strings.HasPrefix(name, "exporting") || strings.Contains(name, "] FROM ") {
			continue
		}
		steps = append(steps, name)
		codeStage := strings.HasPrefix(name, "[code ") && strings.Contains(name, "] COPY ")
		if !codeStage && !strings.Contains(name, "COPY --from=code --chown") {
			t.Errorf("a dependency step re-ran after a .py edit: %s", name)
		}
	}
	// Copies into the scratch code stage (from the edited file on), then the
	// image's one code layer, and nothing else.
	last := len(steps) - 1
	if last < 1 || !strings.Contains(steps[0], ".py") || !strings.Contains(steps[last], "COPY --from=code") {
		t.Errorf("executed steps = %q, want the .py COPY into the code stage first and the image's one code layer last", steps)
	}
}

func TestFailedStepIsOneSentence(t *testing.T) {
	dir := fixture(t)
	o := buildOpts(t, dir)
	o.Dockerfile = []byte("FROM " + testenv.DebianBase(t) + "\nRUN echo first-line && echo 'boom: the tail' && exit 3\n")
	o.Stage = ""
	var report strings.Builder
	o.ProgressOut = &report
	_, err := images.Build(context.Background(), images.NewEngineBuilder(testenv.Engine(t)), o)
	if errdefs.CodeOf(err) != errdefs.Build {
		t.Fatalf("failed step: %v (code %d), want exit 5", err, errdefs.CodeOf(err))
	}
	if !strings.Contains(err.Error(), "RUN echo first-line") || !strings.Contains(err.Error(), "exit code: 3") || strings.Contains(err.Error(), "\n") {
		t.Errorf("error = %q, want one line naming the step and its exit code", err)
	}
	if !strings.Contains(report.String(), "  | boom: the tail") {
		t.Errorf("the step's last log lines were not shown:\n%s", report.String())
	}
}

func TestCancelLeavesNoBuildContainers(t *testing.T) {
	dir := fixture(t)
	o := buildOpts(t, dir)
	marker := "spkit-cancel-" + randomHex(t)
	o.Dockerfile = []byte("FROM " + testenv.DebianBase(t) + "\nRUN sleep 300; echo " + marker + "\n")
	o.Stage = ""
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := images.Build(ctx, images.NewEngineBuilder(testenv.Engine(t)), o)
		done <- err
	}()
	waitFor(t, 60*time.Second, "the RUN step to start", func() bool { return len(processesWith(marker)) > 0 })
	cancel()
	select {
	case err := <-done:
		if errdefs.CodeOf(err) != errdefs.Cancelled {
			t.Errorf("cancelled build: %v (code %d), want 130", err, errdefs.CodeOf(err))
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the build did not return after cancellation")
	}
	waitFor(t, 20*time.Second, "the build's processes to go", func() bool { return len(processesWith(marker)) == 0 })
}

func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// processesWith returns the pids whose command line holds s (the engine
// runs on this machine: its build containers' processes are visible here).
func processesWith(s string) []string {
	var pids []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && strings.Contains(string(b), s) && !strings.Contains(string(b), "go test") {
			pids = append(pids, e.Name())
		}
	}
	return pids
}

// Issue 30: a base tag the registry does not have (NVIDIA deletes the
// updates it marks unsupported) is said in one line, naming the tag, why
// and the supported tag, not as BuildKit's pull error. The registry is a
// local one; its nvidia/cuda repository is empty.
func TestDeletedBaseTagIsOneLine(t *testing.T) {
	reg := testenv.StartRegistry(t)
	dir := fixture(t)
	cfg, err := project.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	base := reg.Host + "/nvidia/cuda:13.0.2-base-ubuntu24.04"
	var report strings.Builder
	o := images.BuildOptions{
		Dir: dir, Config: cfg, Dockerfile: []byte("FROM " + base + "\nRUN true\n"),
		Ref: "spkit-test/deleted-base:" + randomHex(t)[:8], Platforms: []string{"linux/" + hostArch(t)},
		Progress: "plain", ProgressOut: &report, Out: testWriter{t},
		Binaries: images.BinarySource{Self: testenv.BuildSpkit(t), GOOS: "linux", GOARCH: hostArch(t)},
		Tags:     profiles.DefaultMatrix(),
	}
	_, err = images.Build(context.Background(), images.NewEngineBuilder(testenv.Engine(t)), o)
	want := "base image " + base + " is not in the registry: NVIDIA marks 13.0.2 unsupported (newer version available) and deletes its tags; use " +
		reg.Host + "/nvidia/cuda:13.0.3-base-ubuntu24.04"
	if err == nil || err.Error() != want || errdefs.CodeOf(err) != errdefs.Build {
		t.Errorf("error = %v (code %d)\nwant %s", err, errdefs.CodeOf(err), want)
	}
}
