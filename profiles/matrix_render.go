package profiles

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// WriteMatrixTable writes one row per CUDA release and torch release:
// image, driver, GPUs, wheel line, the torch set, the python versions with
// wheels per platform ("-": none) and the wheels' GPU architectures.
func WriteMatrixTable(w io.Writer, m *Matrix, origin string) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CUDA\tIMAGE\tMIN DRIVER\tGPUS\tWHEELS\tTORCH\tVISION\tAUDIO\tAMD64\tARM64\tARCH")
	def := m.DefaultCUDA
	if def == "" && len(m.CUDA) > 0 {
		def = m.CUDA[0].Version
	}
	for i := range m.CUDA {
		c := &m.CUDA[i]
		version := c.Version
		if version == def {
			version += "*"
		}
		head := []string{version, c.ImageVersion, c.MinDriver, c.MinComputeCapability + "-" + c.MaxComputeCapability, c.WheelLineOr("-")}
		if len(c.Torch) == 0 {
			fmt.Fprintln(tw, strings.Join(append(head, "-", "-", "-", "-", "-", "-"), "\t"))
		}
		for _, t := range c.Torch {
			row := append(head, t.Torch, t.Torchvision, orDash(t.Torchaudio),
				pythonCell(&t, "linux/amd64"), pythonCell(&t, "linux/arm64"), archRange(t.Arch))
			fmt.Fprintln(tw, strings.Join(row, "\t"))
			head = []string{"", "", "", "", ""}
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n* default CUDA. AMD64/ARM64: python versions with wheels (- none; \"torch only\": no torchvision wheel for them). Matrix: %s.\n", origin)
	return err
}

// WheelLineOr is WheelLine, or none when the release has no torch index.
func (c *CUDARelease) WheelLineOr(none string) string {
	if c.TorchIndex == "" {
		return none
	}
	return c.WheelLine()
}

// pythonCell is the python versions with torch and torchvision wheels on
// platform, and those torch alone has ("3.10-3.14 (3.15 torch only)").
func pythonCell(t *TorchRelease, platform string) string {
	torch, vision := t.PythonOn(platform), t.VisionPythonOn(platform)
	var only []string
	for _, v := range torch {
		if !slices.Contains(vision, v) {
			only = append(only, v)
		}
	}
	if len(only) == 0 || len(vision) == 0 {
		return pythonRange(torch)
	}
	return fmt.Sprintf("%s (%s torch only)", pythonRange(vision), strings.Join(only, ", "))
}

func pythonRange(py []string) string {
	switch len(py) {
	case 0:
		return "-"
	case 1:
		return py[0]
	}
	return py[0] + "-" + py[len(py)-1]
}

func archRange(arch []string) string {
	if len(arch) == 0 {
		return "?"
	}
	return arch[0] + ".." + arch[len(arch)-1]
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
