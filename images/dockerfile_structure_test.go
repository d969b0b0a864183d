package images

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"

	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/runspec"
)

// checkStructure asserts what the Dockerfile must do whatever the profile,
// on BuildKit's own parse of the text.
func checkStructure(t *testing.T, c dockerfileCase, text string) {
	t.Helper()
	stages := parseStages(t, text)
	byName := map[string]*instructions.Stage{}
	var names []string
	for i := range stages {
		byName[stages[i].Name] = &stages[i]
		names = append(names, stages[i].Name)
	}
	target := c.opts.Target
	if target == "" {
		target = StageRuntime
	}
	if len(stages) != 4 || names[len(names)-1] != target || names[0] != StageBuilder || byName[StageCode] == nil {
		t.Fatalf("stages %v: want builder first, %s last, a code stage, and four in all", names, target)
	}
	checkText(t, c, text)
	checkBases(t, c, stages)
	checkBuilder(t, c, byName[StageBuilder])
	checkCodeStage(t, c, byName[StageCode])
	for _, name := range []string{StageRuntime, StageDevel} {
		checkFinalStage(t, c, byName[name])
	}
	checkNoSecretVars(t, stages)
}

// checkText: no features the Docker 20.10 built-in frontend lacks, no
// registry pull for the frontend unless asked, no moving tags.
func checkText(t *testing.T, c dockerfileCase, text string) {
	t.Helper()
	if got := strings.HasPrefix(text, "# syntax="); got != c.opts.Syntax {
		t.Errorf("syntax line present = %v, want %v", got, c.opts.Syntax)
	}
	for _, bad := range []string{"--chmod", "--link", "<<", "latest", "--platform"} {
		if strings.Contains(text, bad) {
			t.Errorf("the Dockerfile contains %q", bad)
		}
	}
	if c.target.Profile.Arch() == "arm64" && regexp.MustCompile(`amd64|x86_64`).MatchString(text) {
		t.Errorf("an arm64 profile's Dockerfile names amd64/x86_64")
	}
}

// checkBases: the stages start from the matrix's images for the target's
// CUDA version (multi-arch, so the same tags serve arm64; the runtime from
// the small "base" variant when the CUDA wheels bring cuDNN and cuBLAS),
// from a slim Debian without a GPU, or from the override.
func checkBases(t *testing.T, c dockerfileCase, stages []instructions.Stage) {
	t.Helper()
	tg := c.target
	wantBuilder := tg.CUDA.ImageRef("cudnn-devel", tg.OS.Name)
	wantRuntime := tg.CUDA.ImageRef("base", tg.OS.Name)
	if tg.Torch == nil {
		wantRuntime = tg.CUDA.ImageRef("cudnn-runtime", tg.OS.Name)
	}
	switch {
	case c.opts.BaseImage != "":
		wantBuilder, wantRuntime = c.opts.BaseImage, c.opts.BaseImage
	case tg.TorchBase != nil:
		wantBuilder, wantRuntime = tg.TorchBase.Image, tg.TorchBase.Image
		if len(tg.TorchBase.Platforms) > 0 && !slices.Contains(tg.TorchBase.Platforms, tg.Profile.Platform) {
			t.Errorf("base %s is not published for %s", tg.TorchBase.Image, tg.Profile.Platform)
		}
	case !tg.Profile.HasGPU():
		wantBuilder, wantRuntime = CPUBaseImage, CPUBaseImage
	default:
		if !strings.HasPrefix(tg.CUDA.ImageVersion, c.release.Version+".") {
			t.Errorf("CUDA %s images are tagged %s", c.release.Version, tg.CUDA.ImageVersion)
		}
	}
	for _, s := range stages {
		want := map[string]string{StageBuilder: wantBuilder, StageRuntime: wantRuntime, StageDevel: StageBuilder, StageCode: "scratch"}[s.Name]
		if s.BaseName != want {
			t.Errorf("stage %s FROM %s, want %s", s.Name, s.BaseName, want)
		}
		if s.Name != StageDevel && s.Name != StageCode && !strings.Contains(s.BaseName, ":") {
			t.Errorf("stage %s base %s has no tag", s.Name, s.BaseName)
		}
	}
}

// checkBuilder: apt and pip use cache mounts; the requirements file is
// copied alone and installed before anything else of the trainer's.
func checkBuilder(t *testing.T, c dockerfileCase, st *instructions.Stage) {
	t.Helper()
	reqCopy, reqInstall, torchInstall := -1, -1, -1
	for i, cmd := range st.Commands {
		switch cmd := cmd.(type) {
		case *instructions.CopyCommand:
			if slices.Equal(cmd.SourcePaths, []string{c.target.Project.Requirements}) {
				reqCopy = i
			} else {
				t.Errorf("builder copies %v; only the requirements file belongs there", cmd.SourcePaths)
			}
		case *instructions.RunCommand:
			checkRunMounts(t, cmd)
			line := strings.Join(cmd.CmdLine, " ")
			if strings.Contains(line, "pip install -r") {
				reqInstall = i
			}
			if strings.Contains(line, "pip install torch==") {
				torchInstall = i
				index := c.target.CUDA.TorchIndex
				if !c.target.Profile.HasGPU() {
					index = CPUTorchIndex
				}
				if !strings.Contains(line, "--index-url "+index) {
					t.Errorf("torch is not installed from %s: %s", index, line)
				}
			}
		}
	}
	if c.target.Torch != nil && torchInstall < 0 {
		t.Errorf("builder does not install torch")
	}
	if c.target.TorchBase != nil && torchInstall >= 0 {
		t.Errorf("builder pip-installs torch although the base image ships it")
	}
	if reqCopy < 0 || reqInstall < reqCopy || torchInstall > reqCopy {
		t.Errorf("requirements copy at %d, install at %d, torch at %d: want torch, then the copy, then the install", reqCopy, reqInstall, torchInstall)
	}
}

// checkRunMounts: apt runs with both apt caches, pip with its cache.
func checkRunMounts(t *testing.T, run *instructions.RunCommand) {
	t.Helper()
	line := strings.Join(run.CmdLine, " ")
	// Mount flags are parsed when the command is expanded.
	if err := run.Expand(func(w string) (string, error) { return w, nil }); err != nil {
		t.Fatalf("expanding %s: %v", run.String(), err)
	}
	targets := map[string]bool{}
	for _, m := range instructions.GetMounts(run) {
		if m.Type == instructions.MountTypeCache {
			targets[m.Target] = true
		}
	}
	if strings.Contains(line, "apt-get install") && !(targets["/var/cache/apt"] && targets["/var/lib/apt"]) {
		t.Errorf("apt-get runs without the apt cache mounts: %s", run.String())
	}
	if strings.Contains(line, "pip install") && !targets["/root/.cache/pip"] {
		t.Errorf("pip runs without the pip cache mount: %s", run.String())
	}
}

// checkFinalStage: the venv and the binaries come before the code, the code
// is the last thing written, the user is not root, the image checks its
// health with the small spkit-healthcheck and starts through spkit run.
func checkFinalStage(t *testing.T, c dockerfileCase, st *instructions.Stage) {
	t.Helper()
	venv, firstCode, lastLayer, codeCopies := -1, -1, -1, 0
	var user string
	var health, entry bool
	binaries := map[string]int{} // destination -> index
	for i, cmd := range st.Commands {
		switch cmd := cmd.(type) {
		case *instructions.CopyCommand:
			lastLayer = i
			switch {
			case strings.HasPrefix(cmd.DestPath, "/usr/local/bin/"):
				binaries[cmd.DestPath+" <- "+strings.Join(cmd.SourcePaths, " ")] = i
			case cmd.From == StageBuilder:
				venv = i
			case cmd.From == StageCode && cmd.Chown == "1000:1000":
				codeCopies++
				if firstCode < 0 {
					firstCode = i
				}
			}
		case *instructions.RunCommand:
			lastLayer = i
		case *instructions.UserCommand:
			user = cmd.User
		case *instructions.HealthCheckCommand:
			health = slices.Equal(cmd.Health.Test, []string{"CMD", "spkit-healthcheck"})
		case *instructions.EntrypointCommand:
			entry = slices.Equal(cmd.CmdLine, []string{"spkit", "run", "--"}) && !cmd.PrependShell
		}
	}
	if st.Name == StageRuntime && (venv < 0 || venv > firstCode) {
		t.Errorf("runtime: venv COPY at %d, first code COPY at %d: want the venv first", venv, firstCode)
	}
	if codeCopies != 1 || lastLayer != firstCode {
		t.Errorf("%s: %d COPY --from=code owned by 1000 (at %d), last layer at %d: want exactly one, last", st.Name, codeCopies, firstCode, lastLayer)
	}
	if user == "" || user == "root" || strings.HasPrefix(user, "0") {
		t.Errorf("%s runs as %q, want a non-root user", st.Name, user)
	}
	if !health || !entry {
		t.Errorf("%s: HEALTHCHECK spkit-healthcheck %v, ENTRYPOINT spkit run -- %v", st.Name, health, entry)
	}
	for _, want := range []string{
		"/usr/local/bin/ <- .spkit/bin/linux-${TARGETARCH}/",
	} {
		if i, ok := binaries[want]; !ok || i > firstCode {
			t.Errorf("%s: COPY %s at %d (found: %v), want it before the code at %d", st.Name, want, i, ok, firstCode)
		}
	}
	if len(binaries) != 1 {
		t.Errorf("%s: binaries copied: %v, want one COPY of spkit and spkit-healthcheck", st.Name, binaries)
	}
	checkSpkitEnv(t, c, st)
}

// checkSpkitEnv: the values spkit reads back in the container match the
// target, and the labels say what the image was built for.
func checkSpkitEnv(t *testing.T, c dockerfileCase, st *instructions.Stage) {
	t.Helper()
	got := map[string]string{}
	for _, cmd := range st.Commands {
		switch cmd := cmd.(type) {
		case *instructions.EnvCommand:
			for _, kv := range cmd.Env {
				got[kv.Key] = kv.Value
			}
		case *instructions.LabelCommand:
			for _, kv := range cmd.Labels {
				got["label "+kv.Key] = kv.Value
			}
		}
	}
	tg := c.target
	want := map[string]string{
		imageenv.Profile: tg.Profile.Name, imageenv.CUDAVersion: tg.CUDA.Version, imageenv.MinDriver: tg.CUDA.MinDriver,
		"HF_HOME": runspec.CacheDir, "label " + LabelProfile: tg.Profile.Name, "label " + LabelCUDA: tg.CUDA.Version,
	}
	for k, v := range tg.Env {
		want[k] = v
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %s = %q, want %q", st.Name, k, got[k], v)
		}
	}
}

var secretName = regexp.MustCompile(`(?i)(^|_)(token|secret|password|passwd|key|apikey|credentials?)(_|$)`)

// checkNoSecretVars: nothing that looks like a secret is an ENV or ARG.
func checkNoSecretVars(t *testing.T, stages []instructions.Stage) {
	t.Helper()
	for _, st := range stages {
		for _, cmd := range st.Commands {
			var keys []string
			switch cmd := cmd.(type) {
			case *instructions.EnvCommand:
				for _, kv := range cmd.Env {
					keys = append(keys, kv.Key)
				}
			case *instructions.ArgCommand:
				for _, a := range cmd.Args {
					keys = append(keys, a.Key)
				}
			}
			for _, k := range keys {
				if secretName.MatchString(k) {
					t.Errorf("stage %s: %s holds %s, which looks like a secret", st.Name, cmd.Name(), k)
				}
			}
		}
	}
}

// checkCodeStage: the trainer's files are gathered on scratch, one COPY per
// spkit.yaml copy entry, nothing else (the image takes them in one layer).
func checkCodeStage(t *testing.T, c dockerfileCase, st *instructions.Stage) {
	t.Helper()
	if st.BaseName != "scratch" {
		t.Errorf("code stage FROM %s, want scratch", st.BaseName)
	}
	copies := 0
	for _, cmd := range st.Commands {
		if _, ok := cmd.(*instructions.CopyCommand); !ok {
			t.Errorf("code stage runs %s: want only COPYs", cmd.Name())
			continue
		}
		copies++
	}
	if want := max(1, len(c.target.Project.Copy)); copies != want {
		t.Errorf("code stage has %d COPYs, want %d (one per copy entry)", copies, want)
	}
}
