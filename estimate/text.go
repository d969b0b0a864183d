package estimate

import (
	"fmt"
	"io"
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
		fmt.Fprintf(w, "model     %s: %s parameters (%s) in %d file(s)\n", where, count(in.Parameters), strings.Join(dtypeNames(m), ", "), len(m.Files))
	} else {
		fmt.Fprintf(w, "model     %s parameters (--params)\n", count(in.Parameters))
	}
	if in.Arch.UNet {
		fmt.Fprintf(w, "shape     %s UNet, %d×%d pixels\n", in.Arch.ModelType, in.Resolution, in.Resolution)
	} else {
		fmt.Fprintf(w, "shape     %s, %d tokens per sample\n", in.Arch, SequenceLength(in))
	}
	method := string(in.Method)
	if in.Method != Full {
		method += fmt.Sprintf(" rank %d on %s", in.LoRARank, strings.Join(in.LoRATargets, ","))
	}
	ckpt := "off"
	if in.GradientCheckpointing {
		ckpt = "on"
	}
	fmt.Fprintf(w, "training  %s: %s trainable (%.2f%%); %s, %s, %s attention, batch %d, gradient checkpointing %s\n\n",
		method, count(b.Trainable), 100*float64(b.Trainable)/float64(in.Parameters), in.Optimizer, in.Precision, in.Attention, in.BatchSize, ckpt)
}

func (r *Report) writeComponents(w io.Writer, explain bool) {
	header := "COMPONENT\tSIZE\tPER SAMPLE"
	if explain {
		header += "\tFORMULA"
	}
	fmt.Fprintln(w, header)
	for _, c := range r.Breakdown.Components {
		per := ""
		if c.PerSample > 0 {
			per = size(c.PerSample)
		}
		line := fmt.Sprintf("%s\t%s\t%s", strings.ReplaceAll(c.Name, "_", " "), size(c.Bytes), per)
		if explain {
			line += "\t" + c.Formula
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "total\t%s\t%s\n", size(r.Breakdown.Total()), size(r.Breakdown.PerSample))
}

func (r *Report) writeVerdicts(w io.Writer) {
	fmt.Fprintln(w, "PROFILE\tUSABLE\tNEEDED\tVERDICT\tMAX BATCH\tUSABLE FROM")
	for _, v := range r.Verdicts {
		needed := size(v.Needed)
		if v.HostSide > 0 {
			needed += " (" + size(v.HostSide) + " host side)"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d\t%s\n", v.Profile, size(v.Usable), needed, v.Verdict, v.MaxBatchSize, v.UsableFrom)
	}
}

func writeCalibration(w io.Writer, c *Calibration) {
	fmt.Fprintf(w, "\nmeasured by spkit probe on %s (%s):\n", c.Profile, c.Path)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "BATCH\tSTATUS\tMEASURED\tESTIMATED\tERROR")
	for _, row := range c.Rows {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%+.1f%%\n", row.BatchSize, row.Status, size(row.Measured), size(row.Estimated), row.ErrorPct)
	}
	tw.Flush()
	if c.FittedPerSample > 0 {
		fmt.Fprintf(w, "fitted per-sample term: %s (estimate's fixed part kept); max batch by the fit: %d\n", size(c.FittedPerSample), c.FittedMaxBatch)
	} else {
		fmt.Fprintln(w, "no fit: no ok trial with a batch_size above the estimate's fixed part")
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
