package modelinfo

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Names of the files a Hugging Face model directory holds.
const (
	IndexFile     = "model.safetensors.index.json"
	SingleFile    = "model.safetensors"
	ConfigFile    = "config.json"
	diffusersIdx  = "diffusion_pytorch_model.safetensors.index.json"
	diffusersFile = "diffusion_pytorch_model.safetensors"
)

// diffusionComponents are the subfolders of a diffusers repository that hold
// the trained network, in the order they are looked for (FLUX and
// Qwen-Image have transformer/, Stable Diffusion has unet/).
var diffusionComponents = []string{"transformer", "unet"}

// Model is what a model's files say about it.
type Model struct {
	// Path is what the user gave; Dir is the folder whose weights were read
	// (Path's transformer/ or unet/ for a diffusers repository).
	Path, Dir string
	// Component is "transformer" or "unet" for a diffusers repository.
	Component string
	Files     []*File
	// Arch is config.json's numbers; HasConfig is false when the folder
	// has no config.json.
	Arch      Arch
	HasConfig bool
}

// Open reads the headers of the model at path: a safetensors file, an
// index file, or a directory (a diffusers repository counts its
// transformer/ or unet/).
func Open(path string) (*Model, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read model %s: %v", path, unwrapPath(err)), "give a local Hugging Face model directory or .safetensors file")
	}
	m := &Model{Path: path, Dir: path}
	if st.IsDir() {
		err = m.readDir()
	} else {
		m.Dir = filepath.Dir(path)
		err = m.readFile(path)
	}
	if err != nil {
		return nil, err
	}
	return m, m.readConfig()
}

func (m *Model) readDir() error {
	for _, c := range diffusionComponents {
		sub := filepath.Join(m.Path, c)
		if exists(filepath.Join(sub, ConfigFile)) {
			m.Dir, m.Component = sub, c
			break
		}
	}
	for _, name := range []string{IndexFile, diffusersIdx, SingleFile, diffusersFile} {
		if p := filepath.Join(m.Dir, name); exists(p) {
			return m.readFile(p)
		}
	}
	files, err := readAllSafetensors(m.Dir)
	m.Files = files
	return err
}

func (m *Model) readFile(path string) error {
	if strings.HasSuffix(path, ".index.json") {
		files, err := ReadSharded(path)
		m.Files = files
		return err
	}
	f, err := ReadHeader(path)
	if err != nil {
		return err
	}
	m.Files = []*File{f}
	return nil
}

func (m *Model) readConfig() error {
	p := filepath.Join(m.Dir, ConfigFile)
	if !exists(p) {
		return nil
	}
	a, err := ReadConfig(p)
	if err != nil {
		return err
	}
	m.Arch, m.HasConfig = a, true
	return nil
}

// Tensors returns every tensor of every file.
func (m *Model) Tensors() []Tensor {
	var out []Tensor
	for _, f := range m.Files {
		out = append(out, f.Tensors...)
	}
	return out
}

// Parameters is the number of values in all tensors.
func (m *Model) Parameters() int64 {
	var n int64
	for _, f := range m.Files {
		for _, t := range f.Tensors {
			n += t.Elements()
		}
	}
	return n
}

// ParametersByDType counts values per dtype.
func (m *Model) ParametersByDType() map[string]int64 {
	out := map[string]int64{}
	for _, f := range m.Files {
		for _, t := range f.Tensors {
			out[t.DType] += t.Elements()
		}
	}
	return out
}
