package checks

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/internal/imageenv"
)

//go:embed data/validate.py
var validateScript string

// extraModules maps the spkit.yaml features that are Python extras to the
// module each imports as (pip package names and module names differ).
var extraModules = map[string]string{
	"fastsafetensors": "fastsafetensors",
	"bitsandbytes":    "bitsandbytes",
	"flash-attn":      "flash_attn",
}

// Validator is `spkit validate`: the healthcheck's checks plus the stack's.
type Validator struct {
	*Container
	// RunPython runs script with one argument and returns its stdout.
	RunPython func(ctx context.Context, script, arg string) ([]byte, error)
	// Writable reports why dir cannot take a new file (nil: it can).
	Writable func(dir string) error
}

// Validate runs every check.
func (v *Validator) Validate(ctx context.Context) *Report {
	img := ReadImage(v.Getenv)
	h := &health{c: v.Container, img: img}
	checks := []Check{timed(v.Now, h.gpus), timed(v.Now, h.driver), timed(v.Now, h.memory), timed(v.Now, h.trainer)}
	checks = append(checks,
		timed(v.Now, func() Check { return allocatorCheck(v.Getenv, envcheck.AllocatorKeys) }),
		timed(v.Now, func() Check { return unifiedCheck(h) }),
		timed(v.Now, v.dirsCheck),
	)
	return newReport(append(checks, v.python(ctx, img)...))
}

// allocatorCheck fails on keys upstream PyTorch rejects (the seeds' use_uvm).
func allocatorCheck(getenv func(string) string, known []string) Check {
	c := Check{Name: "allocator"}
	var seen, bad []string
	for _, env := range envcheck.AllocatorEnv {
		val := getenv(env)
		if val == "" {
			continue
		}
		seen = append(seen, env+"="+val)
		for _, kv := range strings.Split(val, ",") {
			key, _, _ := strings.Cut(strings.TrimSpace(kv), ":")
			if key != "" && !slices.Contains(known, key) {
				bad = append(bad, fmt.Sprintf("%s in %s", key, env))
			}
		}
	}
	switch {
	case len(bad) > 0:
		return fail(c, fmt.Sprintf("unknown allocator key(s) %s: upstream PyTorch rejects them; remove them (valid: %s)", strings.Join(bad, ", "), strings.Join(known, ", ")))
	case len(seen) == 0:
		return skip(c, "PYTORCH_ALLOC_CONF and PYTORCH_CUDA_ALLOC_CONF are unset")
	}
	return ok(c, strings.Join(seen, " "))
}

// unifiedCheck compares the image's unified-memory setting with what NVML
// says about the GPUs.
func unifiedCheck(h *health) Check {
	c := Check{Name: "unified-memory"}
	switch {
	case h.img.CPU():
		return skip(c, "cpu image")
	case h.info == nil || len(h.info.Devices) == 0:
		return skip(c, "no GPU to compare with")
	case !h.img.UnifiedSet:
		return skip(c, "the image does not declare SPKIT_UNIFIED_MEMORY")
	}
	d := h.info.Devices[0]
	got, _ := d.Unified()
	want := h.img.Unified
	fits, why := d.FitsMemoryModel(want)
	if fits {
		return ok(c, fmt.Sprintf("SPKIT_UNIFIED_MEMORY=%t suits GPU 0 (%s): %s", want, d.Name, why))
	}
	kind := map[bool]string{true: "unified", false: "discrete"}
	return fail(c, fmt.Sprintf("profile %s declares %s memory but GPU 0 (%s) is %s: %s; run the image built for this machine's profile (spkit doctor recommends one)",
		h.img.Profile, kind[want], d.Name, kind[got], why))
}

func (v *Validator) dirsCheck() Check {
	c := Check{Name: "dirs"}
	// Where the image says a run mounts the host's output folder.
	dirs := []string{imageenv.OutputDirOf(v.Getenv)}
	if hf := v.Getenv("HF_HOME"); hf != "" {
		dirs = append(dirs, hf)
	}
	var bad []string
	for _, d := range dirs {
		if err := v.Writable(d); err != nil {
			bad = append(bad, err.Error())
		}
	}
	if len(bad) > 0 {
		return fail(c, strings.Join(bad, "; ")+": create the directory owned by the container's user, or mount a volume there")
	}
	return ok(c, strings.Join(dirs, ", ")+" writable")
}

// Writable tries to create and remove a file in dir.
func Writable(dir string) error {
	f, err := os.CreateTemp(dir, ".spkit-validate-*")
	if err != nil {
		return fmt.Errorf("%s is not writable (%v)", dir, unwrapPathError(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// python runs the embedded script; its checks follow the Go ones.
func (v *Validator) python(ctx context.Context, img Image) []Check {
	extras := map[string]string{}
	for _, f := range img.Features {
		if m, ok := extraModules[f]; ok {
			extras[f] = m
		}
	}
	arg, _ := json.Marshal(map[string]any{"gpu": !img.CPU(), "cuda": img.CUDAVersion, "extras": extras})
	start := v.Now()
	out, err := v.RunPython(ctx, validateScript, string(arg))
	if err != nil {
		c := fail(Check{Name: "torch-import"}, fmt.Sprintf("python3 failed: %v", err))
		c.Duration = v.Now().Sub(start)
		return []Check{c}
	}
	lines := bytes.Split(bytes.TrimSpace(out), []byte("\n"))
	var checks []Check
	if err := json.Unmarshal(lines[len(lines)-1], &checks); err != nil {
		return []Check{fail(Check{Name: "torch-import"}, fmt.Sprintf("the validate script printed no result: %v", err))}
	}
	return checks
}

// RunPython runs `python3 -c script arg` and returns its stdout.
func RunPython(ctx context.Context, script, arg string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "python3", "-c", script, arg)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		tail := strings.TrimSpace(stderr.String())
		if i := strings.LastIndexByte(tail, '\n'); i >= 0 {
			tail = tail[i+1:]
		}
		return out, fmt.Errorf("%w %s", err, tail)
	}
	return out, nil
}
