package doctor

import (
	"fmt"
	"io"

	"github.com/spkit-dev/spkit/gpu"
)

// WriteText prints the doctor report for people.
func (d *Doctor) WriteText(w io.Writer) {
	fmt.Fprintln(w, "GPUs")
	if len(d.GPUs) == 0 {
		fmt.Fprintf(w, "  none (%s)\n", d.NVML)
	} else {
		fmt.Fprintf(w, "  driver %s, CUDA driver API %s, newest CUDA spkit builds for it: %s\n", d.DriverVersion, d.CUDADriver, orNone(d.NewestCUDA))
	}
	for _, g := range d.GPUs {
		fmt.Fprintf(w, "  %d: %s  cc %s (%s)  memory %s  addressing %s  C2C %s\n", g.Index, g.Name, g.ComputeCapability, orNone(g.Architecture), g.Memory, g.AddressingMode, g.C2CMode)
		for _, p := range g.Processes {
			fmt.Fprintf(w, "     pid %d uses %s\n", p.PID, gpu.Bytes(p.UsedBytes))
		}
	}
	if d.Memory != nil {
		fmt.Fprintf(w, "System memory\n  %s total, %s available\n", gpu.Bytes(d.Memory.Total), gpu.Bytes(d.Memory.Available))
	}
	d.writeMemoryModel(w)
	d.writeEngine(w)
	fmt.Fprintf(w, "Recommended profile: %s\n", orNone(d.Recommendation.Profile))
	for _, dec := range d.Recommendation.Decisions {
		fmt.Fprintf(w, "  - %s\n      because %s\n", dec.Decision, dec.Signal)
	}
	d.writeImage(w)
	if len(d.Problems) == 0 {
		fmt.Fprintln(w, "No problems found.")
		return
	}
	fmt.Fprintf(w, "Problems (%d)\n", len(d.Problems))
	for _, p := range d.Problems {
		fmt.Fprintf(w, "  - %s\n      fix: %s\n", p.Problem, p.Fix)
	}
}

func (d *Doctor) writeEngine(w io.Writer) {
	fmt.Fprintln(w, "Docker engine")
	if !d.Engine.Answers {
		fmt.Fprintf(w, "  does not answer: %s\n", d.Engine.Error)
		return
	}
	fmt.Fprintf(w, "  %s (API %s) at %s\n", d.Engine.Version, d.Engine.APIVersion, d.Engine.Host)
	fmt.Fprintf(w, "  BuildKit: %s (%s)\n", yesNo(d.Engine.BuildKit), d.Engine.BuildKitReason)
	fmt.Fprintf(w, "  NVIDIA runtime: %s; NVIDIA CDI specs: %s\n", yesNo(d.NVIDIARuntime), orNone(fmt.Sprint(d.CDISpecs)))
}

func orNone(s string) string {
	if s == "" || s == "[]" {
		return "none"
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
