package probe

import (
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/spkit-dev/spkit/internal/testenv/oomtrainer"
)

// The H100's batch 32 (docs/gpu/2026-11-27-h100, probe-h100.md): the
// trainer's last lines as probe kept them.
var h100OOM = []string{
	`  File "TRAINER/train.py", line 180, in attention`,
	`    out = scores.softmax(dim=-1) @ v`,
	`          ^^^^^^^^^^^^^^^^^^^^^^`,
	`torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.18 GiB of which 1.87 GiB is free. Including non-PyTorch memory, this process has 77.30 GiB memory in use. Of the allocated memory 76.59 GiB is allocated by PyTorch, and 49.48 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)`,
	`spkit: peak memory over 17.74s: used 3.917GiB of 125.9GiB (least available 121.9GiB), cgroup 3.945GiB, trainer tree RSS 3.624GiB, GPU 77.3GiB`,
}

func TestFindOOM(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		lib   string
	}{
		{"pytorch 2.11 on the H100", h100OOM, "PyTorch"},
		{"pytorch 2.4", []string{"torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.65 GiB of which 3.06 MiB is free."}, "PyTorch"},
		{"a torchrun rank", []string{"[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB.",
			"torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ", "train.py FAILED", "Root Cause (first observed failure):"}, "PyTorch"},
		{"cuda runtime", []string{"RuntimeError: CUDA error: out of memory", "CUDA kernel errors might be asynchronously reported"}, "CUDA"},
		{"cublas", []string{"RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`"}, "cuBLAS"},
		{"cudnn", []string{"RuntimeError: cuDNN error: CUDNN_STATUS_ALLOC_FAILED"}, "cuDNN"},
		{"nccl calloc", []string{"ng30903:3063028:3066152 [3] include/alloc.h:185 NCCL WARN Failed to CUDA calloc 6291456 bytes"}, "NCCL"},
		{"nccl cuda failure", []string{"VM-0-16-ubuntu:392:494 [2] enqueue.cc:43 NCCL WARN Cuda failure 'out of memory'"}, "NCCL"},
		{"nccl 2.19 cuda failure", []string{"Last error:", "Cuda failure 2 'out of memory'"}, "NCCL"},
		{"not memory", []string{"KeyError: 'batch_size'", "RuntimeError: CUDA error: device-side assert triggered"}, ""},
		{"host memory", []string{"MemoryError: Unable to allocate 8.00 GiB for an array"}, ""},
	}
	for _, c := range cases {
		got := FindOOM(c.lines)
		switch {
		case c.lib == "" && got != nil:
			t.Errorf("%s: %+v, want none", c.name, got)
		case c.lib != "" && (got == nil || got.Library != c.lib):
			t.Errorf("%s: %+v, want %s", c.name, got, c.lib)
		}
	}
	if e := FindOOM(h100OOM); !strings.HasPrefix(e.Error(), "CUDA out of memory (PyTorch): torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB") || len(e.Line) > maxOOMLine+3 {
		t.Errorf("the H100's OOM reads %q", e.Error())
	}
}

// TestFindOOMCutsAWholeCharacter: a long OOM line is cut at maxOOMLine
// bytes on a character's boundary; a byte cut through a multi-byte
// character (a path or a locale's message) left invalid UTF-8 in the
// trial's note.
func TestFindOOMCutsAWholeCharacter(t *testing.T) {
	line := "torch.OutOfMemoryError: CUDA out of memory. Tried: " + strings.Repeat("é", maxOOMLine)
	e := FindOOM([]string{line})
	if e == nil {
		t.Fatal("no OOM found")
	}
	if !utf8.ValidString(e.Line) || len(e.Line) > maxOOMLine+3 || !strings.HasSuffix(e.Line, "é...") {
		t.Errorf("the cut line is %q (%d bytes, valid UTF-8: %v)", e.Line[len(e.Line)-8:], len(e.Line), utf8.ValidString(e.Line))
	}
}

// The test trainer prints PyTorch's OOM traceback past its fake device's
// memory, as itself or as torchrun's rank 0 (then torchrun's summary
// comes after it): probe finds it either way, and not in a run that fits.
func TestOOMTrainerOutput(t *testing.T) {
	dir := t.TempDir()
	script, err := oomtrainer.Write(dir, "train.sh")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		batch, torchrun string
		oom             bool
	}{{"8", "0", false}, {"40", "0", true}, {"40", "1", true}} {
		cfg := filepath.Join(dir, "cfg.yaml")
		if err := os.WriteFile(cfg, []byte("batch_size: "+c.batch+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("sh", script, "--config", cfg)
		cmd.Env = append(os.Environ(), "OOM_TORCHRUN="+c.torchrun)
		out, err := cmd.CombinedOutput()
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		got := FindOOM(lines[max(len(lines)-200, 0):])
		if (err != nil) != c.oom || (got != nil) != c.oom {
			t.Errorf("batch %s (torchrun %s): exit %v, OOM %+v; want OOM %v:\n%s", c.batch, c.torchrun, err, got, c.oom, out)
		}
		if c.oom && !strings.Contains(got.Line, "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.64 GiB") {
			t.Errorf("batch %s: the OOM line reads %q", c.batch, got.Line)
		}
	}
}

func TestPrintable(t *testing.T) {
	cases := map[string]string{
		"plain text | 1.5 GiB":                             "plain text | 1.5 GiB",
		"\x1b[31mred\x1b[0m loss":                          "red loss",
		"\x1b]0;pwned title\x07step 1":                     "step 1",
		"\x1b]8;;http://x.example\x1b\\link\x1b]8;;\x1b\\": "link",
		"\x1bPdcs string\x1b\\after":                       "after",
		"tqdm\r 50%|#####":                                 "tqdm  50%|#####",
		"bell\x07 and nul\x00":                             "bell  and nul ",
		"c1 csi \u009b31mred":                              "c1 csi red",
		"cut at the end \x1b[":                             "cut at the end ",
		"tab\tkept":                                        "tab\tkept",
	}
	for in, want := range cases {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// gpuMachine is a discrete GPU of total bytes: the trainer's GPU memory as
// the guard samples it (sampled), the memory it really asks for (need),
// and a CUDA OOM when that is more than the device has.
type gpuMachine struct {
	total        uint64
	sampled      func(int) uint64
	need         func(int) uint64
	runs         []int
	hostPeak     uint64
	hostPeakFrom int
}

func (m *gpuMachine) run(_ context.Context, v int) Outcome {
	m.runs = append(m.runs, v)
	host := uint64(3 * gib)
	if m.hostPeakFrom > 0 && v >= m.hostPeakFrom {
		host = m.hostPeak
	}
	if m.need(v) > m.total {
		return Outcome{Status: OOM, HostPeak: host, GPUPeak: min(m.sampled(v), m.total), Duration: time.Second,
			Err: &OOMError{Library: "PyTorch", Line: "torch.OutOfMemoryError: CUDA out of memory."}}
	}
	return Outcome{Status: OK, Peak: m.sampled(v), HostPeak: host, GPUPeak: m.sampled(v), Duration: time.Second}
}

// Issue 40: on a discrete GPU the larger trials die of CUDA OOM below
// the target (the guard's samples miss the allocation that fails): the
// search goes on below them and lands on the largest batch that fits, in
// at most log2(range)+3 trials.
func TestSearchGoesOnBelowCUDAOOM(t *testing.T) {
	const total = 79 * gib
	for _, c := range []struct {
		name         string
		sampled      func(int) uint64
		need         func(int) uint64
		max, want    int
		hostPeakFrom int
		// cliff: an edge the fit of the peaks cannot see (an OOM far
		// below the device's memory, host memory jumping over its
		// target) costs a bisection from the first trial over it: at most
		// 2·log2(want)+2 trials. Else log2(range)+3 (issue 40).
		cliff bool
	}{
		// Sampled 2 + 2·b GiB, needed 2 + 2.5·b: OOM from 31, 30 fits.
		{"linear", func(b int) uint64 { return 2*gib + uint64(b)*2*gib }, func(b int) uint64 { return 2*gib + uint64(b)*5*gib/2 }, 256, 30, 0, false},
		// The H100's trainer (batch 16 at 53.9 GiB, 32 died): needs
		// more than it is seen to hold; 23 is the last under the target.
		{"h100 shape", func(b int) uint64 { return 11*gib + uint64(b)*27*gib/10 }, func(b int) uint64 { return 12*gib + uint64(b)*3*gib/2 + uint64(b*b)*gib/32 }, 128, 23, 0, false},
		// Sampled 2 + 2·b GiB, needed 2 + 2.5·b: OOM from 31, 30 fits.
		{"needs more than seen", func(b int) uint64 { return 2*gib + uint64(b)*2*gib }, func(b int) uint64 { return 2*gib + uint64(b)*5*gib/2 }, 1024, 30, 0, false},
		// An OOM cliff far below what the fit predicts.
		{"cliff", func(b int) uint64 { return gib + uint64(b)*gib/8 }, func(b int) uint64 { return gib + uint64(b)*gib/8 + map[bool]uint64{true: 100 * gib}[b >= 77] }, 1024, 76, 0, true},
		// Host memory over its target from 40: the GPU would fit more.
		{"host binds", func(b int) uint64 { return 2*gib + uint64(b)*gib }, func(b int) uint64 { return 2*gib + uint64(b)*gib }, 256, 39, 40, true},
	} {
		m := &gpuMachine{total: total, sampled: c.sampled, need: c.need, hostPeak: 120 * gib, hostPeakFrom: c.hostPeakFrom}
		s := &Search{Param: Param{Name: "batch_size", Start: 1, Max: c.max}, Target: total - total/20, HostTarget: 100 * gib, Run: m.run}
		best, trials, err := s.Do(context.Background())
		if err != nil || best != c.want {
			t.Errorf("%s: best %d, %v; want %d (runs %v)", c.name, best, err, c.want, m.runs)
		}
		bound := int(math.Log2(float64(c.max))) + 3
		if c.cliff {
			bound = 2*int(math.Ceil(math.Log2(float64(c.want)))) + 2
		}
		if len(m.runs) > bound {
			t.Errorf("%s: %d trials run (%v), more than %d", c.name, len(m.runs), m.runs, bound)
		}
		for _, tr := range trials {
			if tr.Status == OOM && (tr.Fits || tr.Note == "" || tr.GPUPeak == 0 || tr.HostPeak == 0) {
				t.Errorf("%s: OOM trial %+v: want no fit, its note and both samples", c.name, tr)
			}
			if tr.Status == OK && tr.HostPeak > s.HostTarget && tr.Fits {
				t.Errorf("%s: trial %v fits with host memory over its target", c.name, tr.Values)
			}
		}
	}
}
