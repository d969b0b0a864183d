package doctor

import (
	"fmt"
	"io"
	"io/fs"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
)

// ShmReader reports /dev/shm's size and use (statfs); nil or an error
// leaves it out.
type ShmReader func() (total, used uint64, err error)

// MemoryModel is doctor's view of memory on the host, for unified-memory
// machines above all (DGX Spark): how unified memory was decided, what is
// available, swap, and /dev/shm against the memory budget.
type MemoryModel struct {
	Unified   bool   `json:"unified"`
	DecidedBy string `json:"decided_by"`
	// SwapTotal and SwapUsed are from /proc/meminfo.
	SwapTotal uint64 `json:"swap_total"`
	SwapUsed  uint64 `json:"swap_used"`
	// ShmTotal and ShmUsed are /dev/shm's size and use (0: unknown).
	ShmTotal uint64 `json:"shm_total,omitempty"`
	ShmUsed  uint64 `json:"shm_used,omitempty"`
}

// Thresholds for the memory findings.
const (
	// lowAvailableShare: on unified memory, less than this share of
	// MemAvailable means others (or the page cache) hold the GPU's memory.
	lowAvailableShare = 0.5
	swapInUse         = 1 << 30
	shmInUse          = 1 << 30
)

// readMemoryModel fills MemoryModel and its findings, each with a fix.
func (d *Doctor) readMemoryModel(h *Host) {
	m := &MemoryModel{DecidedBy: "no NVIDIA GPU: system memory only"}
	for _, g := range d.GPUs {
		m.Unified, m.DecidedBy = g.Unified, fmt.Sprintf("GPU %d (%s): %s", g.Index, g.Name, g.UnifiedReason)
		break
	}
	if data, err := fs.ReadFile(h.Root, "proc/meminfo"); err == nil {
		total, _ := hostmem.MeminfoField(data, "SwapTotal")
		free, _ := hostmem.MeminfoField(data, "SwapFree")
		m.SwapTotal, m.SwapUsed = total, total-min(free, total)
	}
	if h.Shm != nil {
		if t, u, err := h.Shm(); err == nil {
			m.ShmTotal, m.ShmUsed = t, u
		}
	}
	d.MemoryModel = m
	d.memoryFindings(m)
}

func (d *Doctor) memoryFindings(m *MemoryModel) {
	if m.Unified && d.Memory != nil && d.Memory.Total > 0 &&
		float64(d.Memory.Available) < lowAvailableShare*float64(d.Memory.Total) {
		d.problem(fmt.Sprintf("only %s of %s is available, and on unified memory that is the GPU's memory too (the page cache is not handed to the GPU on its own)",
			gpu.Bytes(d.Memory.Available), gpu.Bytes(d.Memory.Total)),
			"stop other jobs, and free the page cache: `sync; echo 3 | sudo tee /proc/sys/vm/drop_caches`; watch it with `spkit top`")
	}
	if m.SwapUsed >= swapInUse {
		d.problem(fmt.Sprintf("%s of swap is in use: a trainer that touches swapped memory crawls", gpu.Bytes(m.SwapUsed)),
			"find what was swapped out (`smem -s swap` or /proc/*/status VmSwap) and stop it, or lower the trainer's memory (spkit estimate, spkit probe)")
	}
	if m.Unified && m.ShmUsed >= shmInUse {
		d.problem(fmt.Sprintf("/dev/shm holds %s, taken from the same pool the GPU uses", gpu.Bytes(m.ShmUsed)),
			"remove stale files in /dev/shm (old data-loader segments); in compose use ipc: host rather than a large shm_size")
	}
}

func (d *Doctor) writeMemoryModel(w io.Writer) {
	m := d.MemoryModel
	if m == nil {
		return
	}
	fmt.Fprintf(w, "Memory model\n  unified: %s, decided by %s\n", yesNo(m.Unified), m.DecidedBy)
	fmt.Fprintf(w, "  swap: %s of %s in use\n", gpu.Bytes(m.SwapUsed), gpu.Bytes(m.SwapTotal))
	if m.ShmTotal > 0 {
		fmt.Fprintf(w, "  /dev/shm: %s of %s in use\n", gpu.Bytes(m.ShmUsed), gpu.Bytes(m.ShmTotal))
	}
	if m.Unified {
		fmt.Fprintln(w, "  nvidia-smi shows this GPU's memory as \"Not Supported\": watch MemTotal - MemAvailable plus per-process GPU memory with `spkit top` or `spkit run --metrics`")
	}
}
