package checks

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/internal/version"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// StaleAfter is how old the run state may be before the supervisor counts
// as stuck; it writes every guard interval (about a second).
const StaleAfter = 30 * time.Second

// Container is what the in-container checks read. The CLI fills it with the
// real process's view; tests with fixtures.
type Container struct {
	GPU     gpu.Lister
	Getenv  func(string) string
	MemInfo func() ([]byte, error)
	// StatePath is the supervisor's run state (runstate.Find); StateErr
	// why none could be picked (several runs on one host).
	StatePath string
	StateErr  error
	PIDAlive  func(pid int) bool
	Now       func() time.Time
}

// health is the state the healthcheck's checks share.
type health struct {
	c    *Container
	img  Image
	info *gpu.Info
	err  error
}

// HealthDoc says what Health checks, for `spkit healthcheck --help` and
// `spkit-healthcheck --help`.
const HealthDoc = `The image's HEALTHCHECK, run inside the container every few seconds: NVML up
and the expected GPUs visible (skipped for cpu images, SPKIT_GPU_COUNT=0), the
driver new enough for the image's CUDA (SPKIT_MIN_DRIVER), MemAvailable above
the memory guard's floor, and the trainer under spkit run alive. Prints one
line.`

// Health runs the healthcheck's checks: GPUs visible, driver new enough for
// the image's CUDA, memory above the guard's floor, trainer alive.
func Health(c *Container) *Report {
	return newReport(healthChecks(c))
}

func healthChecks(c *Container) []Check {
	h := &health{c: c, img: ReadImage(c.Getenv)}
	return []Check{
		timed(c.Now, h.gpus),
		timed(c.Now, h.driver),
		timed(c.Now, h.memory),
		timed(c.Now, h.trainer),
	}
}

func (h *health) gpus() Check {
	c := Check{Name: "gpu"}
	if h.img.CPU() {
		return skip(c, "cpu image (SPKIT_GPU_COUNT=0): NVML not queried")
	}
	h.info, h.err = h.c.GPU.Info()
	if h.err != nil {
		return fail(c, h.err.Error())
	}
	n, want := len(h.info.Devices), h.img.wantGPUs()
	if n < want {
		return fail(c, fmt.Sprintf("%d GPU(s) visible, the image expects %d: request GPUs when starting the container (--gpus, compose device reservation)", n, want))
	}
	return ok(c, fmt.Sprintf("%d GPU(s) visible: %s", n, deviceNames(h.info.Devices)))
}

func (h *health) driver() Check {
	c := Check{Name: "driver"}
	switch {
	case h.img.CPU():
		return skip(c, "cpu image")
	case h.info == nil:
		return skip(c, "NVML did not answer")
	case h.img.MinDriver == "":
		return skip(c, fmt.Sprintf("driver %s; the image declares no SPKIT_MIN_DRIVER", h.info.DriverVersion))
	}
	have, need := h.info.DriverVersion, h.img.MinDriver
	if version.Compare(have, need) < 0 {
		return fail(c, fmt.Sprintf("driver %s is older than %s, which CUDA %s needs: upgrade the host's NVIDIA driver", have, need, h.img.CUDAVersion))
	}
	return ok(c, fmt.Sprintf("driver %s >= %s (CUDA %s)", have, need, h.img.CUDAVersion))
}

func (h *health) memory() Check {
	c := Check{Name: "memory"}
	data, err := h.c.MemInfo()
	if err != nil {
		return fail(c, fmt.Sprintf("reading /proc/meminfo: %v", err))
	}
	mem, err := hostmem.ParseSystem(data)
	if err != nil {
		return fail(c, err.Error())
	}
	floor, from := h.floor(mem.Total)
	avail, total := memsize.Size(mem.Available), memsize.Size(mem.Total)
	if floor == 0 {
		if h.img.Err != nil {
			return fail(c, fmt.Sprintf("MemAvailable %s of %s; the image's guard settings cannot be read: %v", avail, total, h.img.Err))
		}
		return ok(c, fmt.Sprintf("MemAvailable %s of %s (no guard floor set)", avail, total))
	}
	if mem.Available <= floor {
		return fail(c, fmt.Sprintf("MemAvailable %s is at or below the guard floor %s (%s): free memory or lower the batch size", avail, memsize.Size(floor), from))
	}
	return ok(c, fmt.Sprintf("MemAvailable %s above the guard floor %s (%s)", avail, memsize.Size(floor), from))
}

// floor is the guard's MemAvailable floor on a machine with total bytes:
// the supervisor's own, else the image's SPKIT_MIN_AVAILABLE.
func (h *health) floor(total uint64) (uint64, string) {
	if st, err := runstate.Read(h.c.StatePath); err == nil && st.MinAvailableBytes > 0 {
		return st.MinAvailableBytes, "from spkit run"
	}
	if m := h.img.Guard.MinAvailable; !m.IsZero() {
		if m.Percent > 0 {
			return m.Of(total), imageenv.MinAvailable + "=" + m.Spec()
		}
		return m.Of(total), imageenv.MinAvailable
	}
	return 0, ""
}

func (h *health) trainer() Check {
	c := Check{Name: "trainer"}
	if h.c.StateErr != nil {
		return fail(c, h.c.StateErr.Error())
	}
	st, err := runstate.Read(h.c.StatePath)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return skip(c, "no supervised trainer (no "+h.c.StatePath+")")
	}
	if err != nil {
		return fail(c, err.Error())
	}
	switch st.Status {
	case "exited":
		code := -1
		if st.ExitCode != nil {
			code = *st.ExitCode
		}
		return fail(c, fmt.Sprintf("trainer exited with code %d", code))
	case "stopping":
		return fail(c, "trainer is being stopped (memory guard or signal)")
	}
	if !h.c.PIDAlive(st.ChildPID) {
		return fail(c, fmt.Sprintf("trainer pid %d is gone but the run state says %s", st.ChildPID, st.Status))
	}
	if age := h.c.Now().Sub(st.Updated); age > StaleAfter {
		return fail(c, fmt.Sprintf("run state not updated for %s: the supervisor (pid %d) is stuck", age.Round(time.Second), st.SupervisorPID))
	}
	return ok(c, fmt.Sprintf("trainer pid %d running (%s)", st.ChildPID, strings.Join(st.Command, " ")))
}

// Line is the healthcheck's one line.
func Line(r *Report) string {
	if !r.OK {
		return "unhealthy: " + joinReasons(r.Checks, Fail)
	}
	return "healthy: " + joinReasons(r.Checks, OK)
}

func deviceNames(devs []gpu.Device) string {
	seen := map[string]int{}
	var order []string
	for _, d := range devs {
		if seen[d.Name] == 0 {
			order = append(order, d.Name)
		}
		seen[d.Name]++
	}
	for i, n := range order {
		if seen[n] > 1 {
			order[i] = fmt.Sprintf("%dx %s", seen[n], n)
		}
	}
	return strings.Join(order, ", ")
}

func ok(c Check, reason string) Check   { c.Status, c.Reason = OK, reason; return c }
func fail(c Check, reason string) Check { c.Status, c.Reason = Fail, reason; return c }
func skip(c Check, reason string) Check { c.Status, c.Reason = Skip, reason; return c }
