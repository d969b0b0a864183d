package profiles

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"gopkg.in/yaml.v3"
)

// WriteTable writes one line per profile: name, platform, GPU, compute
// capability, memory model and size, origin.
func WriteTable(w io.Writer, ps []*Profile) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPLATFORM\tGPU\tCC\tMEMORY\tORIGIN")
	for _, p := range ps {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", p.Name, p.Platform, gpuLabel(p), ccLabel(p), memoryLabel(p), originLabel(p))
	}
	return tw.Flush()
}

func gpuLabel(p *Profile) string {
	switch {
	case !p.HasGPU():
		return "-"
	case p.GPU.Name == "":
		return "any NVIDIA GPU"
	case p.GPU.Count > 1:
		return fmt.Sprintf("%dx %s", p.GPU.Count, p.GPU.Name)
	}
	return p.GPU.Name
}

func ccLabel(p *Profile) string {
	if !p.HasGPU() || p.GPU.ComputeCapability == "" {
		return "-"
	}
	return p.GPU.ComputeCapability
}

func memoryLabel(p *Profile) string {
	size := p.Memory.GPU
	if p.Unified() {
		size = p.Memory.System
	}
	label := p.Memory.Model
	if size > 0 {
		label += " " + size.Spec()
	}
	if !p.Unified() && p.Memory.Coherence == "c2c" && p.Memory.System > 0 {
		label += fmt.Sprintf(" + %s c2c", p.Memory.System.Spec())
	}
	return label
}

func originLabel(p *Profile) string {
	if p.Extends != "" && p.Extends != p.Name {
		return fmt.Sprintf("%s (extends %s)", p.Origin, p.Extends)
	}
	return p.Origin
}

// WriteYAML writes the profile as a profile file (sources included), with
// its origin as a comment.
func WriteYAML(w io.Writer, p *Profile) error {
	if _, err := fmt.Fprintf(w, "# origin: %s\n", originLabel(p)); err != nil {
		return err
	}
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(p); err != nil {
		return err
	}
	return enc.Close()
}

// WriteJSON writes the profile as indented JSON (origin included).
func WriteJSON(w io.Writer, p *Profile) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(p)
}
