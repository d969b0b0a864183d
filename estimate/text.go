package estimate

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// WriteText writes the report for people; explain adds each line's formula.
func (r *Report) WriteText(w io.Writer, explain bool) error {
	var sb strings.Builder
	r.writeHeader(&sb)
	tw := tabwriter.NewWriter(&sb, 0, 0, 2, ' ', 0)
	r.writeComponents(tw, explain)
	fmt.Fprintln(tw)
	r.writeVerdicts(tw)
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, c := range r.Calibrations {
		writeCalibration(&sb, c)
	}
	for _, warn := range r.Warnings {
		fmt.Fprintf(&sb, "\nwarning: %s\n", warn)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func (r *Report) writeHeader(w io.Writer) {
	b, in := r.Breakdown, r.Breakdown.Inputs
	if m := r.Model; m != nil {
		where := m.Path
		if m.Component != "" {
			where += " (" + m.Component + ")"
		}
		if m.FromConfig {
			fmt.Fprintf(w, "model     %s: %s parameters (%s), counted from config.json (no weights read)\n", where, count(in.Parameters), strings.Join(dtypeNames(m), ", "))
		} else {
			fmt.Fprintf(w, "model     %s: %s parameters (%s) in %d file(s)\n", where, count(in.Parameters), strings.Join(dtypeNames(m), ", "), len(m.Files))
		}
		for _, p := range m.Parts {
			fmt.Fprintf(w, "frozen    %s: %s parameters (from %s)\n", p.Name, count(p.Parameters), p.Source)
		}
		for _, n := range m.Notes {
			fmt.Fprintf(w, "note      %s\n", n)
		}
	} else {
		fmt.Fprintf(w, "model     %s parameters (--params)\n", count(in.Parameters))
	}
	if in.Arch.UNet {
		fmt.Fprintf(w, "shape     %s UNet, %d×%d pixels\n", in.Arch.ModelType, in.Resolution, in.Resolution)
	} else {
		fmt.Fprintf(w, "shape     %s%s, %d tokens per sample\n", r.assumed(), in.Arch, SequenceLength(in))
	}
	if b.Active != in.Parameters {
		fmt.Fprintf(w, "experts   %s active parameters per token of %s\n", count(b.Active), count(in.Parameters))
	}
	method := string(in.Method)
	if in.Method != Full {
		method += fmt.Sprintf(" rank %d on %s", in.LoRARank, strings.Join(in.LoRATargets, ","))
	}
	ckpt := "off"
	if in.GradientCheckpointing {
		ckpt = "on"
	}
	fmt.Fprintf(w, "training  %s: %s trainable (%.2f%%); %s, %s, %s attention, %s loss, batch %d, gradient checkpointing %s%s\n\n",
		method, count(b.Trainable), 100*float64(b.Trainable)/float64(in.Parameters), in.Optimizer, in.Precision, in.Attention, in.Loss, in.BatchSize, ckpt, extras(in))
}

// assumed marks a shape borrowed for --params (FillArch's warning says
// which numbers).
func (r *Report) assumed() string {
	for _, w := range r.Warnings {
		if strings.HasPrefix(w, shapeWarning) {
			return "ASSUMED (no config.json, see the warning) "
		}
	}
	return ""
}

// extras names the settings that are on beyond the defaults.
func extras(in Inputs) string {
	var on []string
	for _, s := range []struct {
		set  bool
		name string
	}{
		{in.Compile, "compile"}, {in.OptimizerInBackward, "optimizer in backward"}, {in.ActivationOffload, "activation offload"},
		{in.MasterWeights, "fp32 master weights"}, {in.GradAccum > 1, fmt.Sprintf("gradient accumulation %d", in.GradAccum)},
		{in.Shard != ShardNone, fmt.Sprintf("%s over %d GPUs", in.Shard, in.GPUs)}, {in.Offload != OffloadNone, "offload " + string(in.Offload)},
		{in.Device == CPU, "on CPU"},
	} {
		if s.set {
			on = append(on, s.name)
		}
	}
	if len(on) == 0 {
		return ""
	}
	return "; " + strings.Join(on, ", ")
}

func (r *Report) writeComponents(w io.Writer, explain bool) {
	header := "COMPONENT\tCOUNTER\tSIZE\tPER SAMPLE"
	if explain {
		header += "\tFORMULA\tSOURCE"
	}
	fmt.Fprintln(w, header)
	for _, c := range r.Breakdown.Components {
		per := ""
		if c.PerSample > 0 {
			per = size(c.PerSample)
		}
		name := strings.ReplaceAll(c.Name, "_", " ")
		if !r.Breakdown.Live(c) {
			name += " *"
		}
		line := fmt.Sprintf("%s\t%s\t%s\t%s", name, c.Counter, size(c.Bytes), per)
		if explain {
			line += "\t" + c.Formula + "\t" + c.Source
		}
		fmt.Fprintln(w, line)
	}
	b := r.Breakdown
	n := b.Inputs.BatchSize
	names := map[string]string{Allocated: "allocated (max_memory_allocated)", Reserved: "reserved (max_memory_reserved)", WholeDev: "whole device (nvidia-smi)"}
	if b.Inputs.Device == CPU {
		names = map[string]string{Allocated: "allocated (tensors)", Reserved: "heap (with glibc's retention)", WholeDev: "process (resident)"}
	}
	for _, k := range []string{Allocated, Reserved, WholeDev} {
		f := b.Figures[k]
		fmt.Fprintf(w, "= %s\t\t%s\t%s\n", names[k], size(f.At(n)), size(f.PerSampleAt(n)))
	}
	if b.Calibrated != "" {
		fmt.Fprintf(w, "= measured\t\t%s\t%s\n", size(b.Total()), size(b.PerSample))
	}
	fmt.Fprintf(w, "peak at the %s%s\n", phaseNames[b.Peak], notLive(b))
}

var phaseNames = map[string]string{PhaseBackward: PhaseBackward + " pass", PhaseStep: PhaseStep, PhaseLoss: "loss (the logits' largest moment)"}

// notLive says which lines the peak leaves out (marked *).
func notLive(b *Breakdown) string {
	var phases []string
	for _, c := range b.Components {
		if name := "the " + phaseNames[c.Phase]; !b.Live(c) && !slices.Contains(phases, name) {
			phases = append(phases, name)
		}
	}
	if len(phases) == 0 {
		return ""
	}
	return "; * live only at " + strings.Join(phases, " or ") + ", not counted in the peak"
}

func (r *Report) writeVerdicts(w io.Writer) {
	fmt.Fprintln(w, "PROFILE\tUSABLE\tNEEDED\tWITH ERROR BAND\tVERDICT\tMAX BATCH\tUSABLE FROM")
	for _, v := range r.Verdicts {
		needed := size(v.Needed)
		if v.HostSide > 0 {
			needed += " (" + size(v.HostSide) + " host side)"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s to %s\t%s\t%d\t%s\n", v.Profile, size(v.Usable), needed, size(v.NeededLow), size(v.NeededHigh), v.Verdict, v.MaxBatchSize, v.UsableFrom)
	}
	if len(r.Verdicts) > 0 {
		b := r.Verdicts[0].Band
		fmt.Fprintf(w, "\nerror band %s, measured on %s: fits when the band's top fits, tight when the band crosses the limit; max batch: the largest whose top fits\n", b, b.From)
	}
}

func writeCalibration(w io.Writer, c *Calibration) {
	fmt.Fprintf(w, "\nmeasured by spkit probe on %s (%s):\n", c.Profile, c.Path)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "BATCH\tSTATUS\tMEASURED\tESTIMATED\tERROR\tCALIBRATED\tERROR")
	for _, row := range c.Rows {
		after := ""
		if c.Fitted {
			after = fmt.Sprintf("%s\t%+.1f%%", size(row.Calibrated), row.AfterPct)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%+.1f%%\t%s\n", row.BatchSize, row.Status, size(row.Measured), size(row.Estimated), row.ErrorPct, after)
	}
	tw.Flush()
	if c.Fitted {
		fmt.Fprintf(w, "calibrated: the verdict for %s uses the measured terms, fixed %s and per sample %s; max batch %d\n", c.Profile, size(c.FittedFixed), size(c.FittedPerSample), c.FittedMaxBatch)
	} else {
		fmt.Fprintln(w, "not calibrated: no ok trial with a batch_size gives positive terms")
	}
}

func size(n int64) string {
	if n < 0 {
		return "-" + memsize.Size(-n).String()
	}
	return memsize.Size(n).String()
}

// count writes n with thousands separators: 6,738,415,616.
func count(n int64) string {
	s := fmt.Sprint(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
