package modelinfo

import (
	"bytes"
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

// pipelineParts are the frozen parts of a diffusers pipeline that sit in
// memory beside the trained network while it trains.
var pipelineParts = []string{"text_encoder", "text_encoder_2", "text_encoder_3", "vae"}

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
	// FromConfig is set when no weights were found: the tensors are the
	// ones config.json implies (Arch.ImpliedTensors).
	FromConfig bool
	// Parts are a diffusers pipeline's frozen parts (text encoders, VAE).
	Parts []Part
	// Notes say what was assumed or left out, one line each.
	Notes []string

	tensors []Tensor
}

// Part is one frozen part of a diffusion pipeline.
type Part struct {
	Name       string
	Parameters int64
	// Source is "headers" or "config.json".
	Source string
}

// Open reads the headers of the model at path: a safetensors file, an
// index file, a config.json, or a directory (a diffusers repository counts
// its transformer/ or unet/). A directory or file with config.json and no
// weights is counted from the config.
func Open(path string) (*Model, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read model %s: %v", path, unwrapPath(err)), "give a local Hugging Face model directory, config.json or .safetensors file")
	}
	m := &Model{Path: path, Dir: path}
	configPath := ""
	switch {
	case st.IsDir():
		err = m.readDir()
	case isConfigJSON(path):
		m.Dir, configPath = filepath.Dir(path), path
		m.Notes = append(m.Notes, fmt.Sprintf("%s is a JSON config, not safetensors weights: parameters counted from it", path))
	default:
		m.Dir = filepath.Dir(path)
		err = m.readFile(path)
	}
	if err != nil {
		return nil, err
	}
	if err := m.readConfig(configPath); err != nil {
		return nil, err
	}
	if err := m.complete(); err != nil {
		return nil, err
	}
	return m, m.readParts()
}

// isConfigJSON reports whether path is a JSON file other than a safetensors
// index: named *.json, or starting with '{' (a safetensors file starts
// with its 8-byte header length).
func isConfigJSON(path string) bool {
	if strings.HasSuffix(path, ".index.json") {
		return false
	}
	if strings.HasSuffix(path, ".json") {
		return true
	}
	f, _, err := openRegular(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var head [64]byte
	n, _ := f.Read(head[:])
	return bytes.HasPrefix(bytes.TrimLeft(head[:n], " \t\r\n"), []byte("{"))
}

func (m *Model) readDir() error {
	for _, c := range diffusionComponents {
		sub := filepath.Join(m.Path, c)
		if exists(filepath.Join(sub, ConfigFile)) {
			m.Dir, m.Component = sub, c
			break
		}
	}
	files, err := readWeights(m.Dir)
	if err != nil {
		return err
	}
	if len(files) == 0 && !exists(filepath.Join(m.Dir, ConfigFile)) {
		return errdefs.New(errdefs.Config, fmt.Sprintf("%s holds neither .safetensors weights nor a config.json", m.Dir),
			"give a Hugging Face model directory (config.json is enough), or --params")
	}
	m.Files = files
	return nil
}

// readWeights reads the safetensors headers in dir: its index, its single
// file, or every *.safetensors; none is no error.
func readWeights(dir string) ([]*File, error) {
	for _, name := range []string{IndexFile, diffusersIdx, SingleFile, diffusersFile} {
		if p := filepath.Join(dir, name); exists(p) {
			return readWeightFile(p)
		}
	}
	return readAllSafetensors(dir)
}

func (m *Model) readFile(path string) error {
	files, err := readWeightFile(path)
	m.Files = files
	return err
}

func readWeightFile(path string) ([]*File, error) {
	if strings.HasSuffix(path, ".index.json") {
		return ReadSharded(path)
	}
	f, err := ReadHeader(path)
	if err != nil {
		return nil, err
	}
	return []*File{f}, nil
}

func (m *Model) readConfig(path string) error {
	if path == "" {
		path = filepath.Join(m.Dir, ConfigFile)
		if !exists(path) {
			return nil
		}
	}
	a, err := ReadConfig(path)
	if err != nil {
		return err
	}
	m.Arch, m.HasConfig = a, true
	return nil
}

// complete lists the tensors: the headers', or the config's when there are
// no weights; a tied output head saved beside its embedding counts once.
func (m *Model) complete() error {
	for _, f := range m.Files {
		m.tensors = append(m.tensors, f.Tensors...)
	}
	if len(m.Files) == 0 {
		if !m.HasConfig {
			return errdefs.Configf("give a model with weights or a config.json, or --params", "%s holds no parameters", m.Path)
		}
		ts, err := m.Arch.ImpliedTensors()
		if err != nil {
			return err
		}
		m.tensors, m.FromConfig = ts, true
		return nil
	}
	if m.Arch.TiedEmbeddings {
		m.dropTiedHead()
	}
	return nil
}

func (m *Model) dropTiedHead() {
	head, embed := -1, -1
	for i, t := range m.tensors {
		switch {
		case strings.HasSuffix(t.Name, "lm_head.weight"):
			head = i
		case strings.HasSuffix(t.Name, "embed_tokens.weight"), strings.HasSuffix(t.Name, "wte.weight"):
			embed = i
		}
	}
	if head < 0 || embed < 0 || fmt.Sprint(m.tensors[head].Shape) != fmt.Sprint(m.tensors[embed].Shape) {
		return
	}
	m.Notes = append(m.Notes, fmt.Sprintf("%s is tied to %s (tie_word_embeddings): counted once", m.tensors[head].Name, m.tensors[embed].Name))
	m.tensors = append(m.tensors[:head:head], m.tensors[head+1:]...)
}

// readParts counts a diffusers pipeline's frozen parts, from their
// headers or their config.json.
func (m *Model) readParts() error {
	if m.Component == "" {
		return nil
	}
	for _, name := range pipelineParts {
		dir := filepath.Join(m.Path, name)
		if !exists(filepath.Join(dir, ConfigFile)) {
			continue
		}
		p, err := readPart(dir, name)
		if err != nil {
			return err
		}
		if p.Parameters == 0 {
			m.Notes = append(m.Notes, fmt.Sprintf("%s: no weights and a config spkit cannot count: not included", name))
			continue
		}
		m.Parts = append(m.Parts, p)
	}
	return nil
}

func readPart(dir, name string) (Part, error) {
	files, err := readWeights(dir)
	if err != nil {
		return Part{}, err
	}
	if len(files) > 0 {
		return Part{Name: name, Parameters: countFiles(files), Source: "headers"}, nil
	}
	cfg, err := readJSONObject(filepath.Join(dir, ConfigFile), maxConfigBytes, "is it a model's config.json?")
	if err != nil {
		return Part{}, err
	}
	ts, ok := componentTensors(cfg)
	if !ok {
		return Part{Name: name}, nil
	}
	return Part{Name: name, Parameters: countTensors(ts), Source: ConfigFile}, nil
}

// Tensors returns every tensor of the trained network.
func (m *Model) Tensors() []Tensor { return m.tensors }

// Parameters is the number of values in the trained network's tensors.
func (m *Model) Parameters() int64 { return countTensors(m.tensors) }

// PartParameters is the frozen pipeline parts' parameters.
func (m *Model) PartParameters() int64 {
	var n int64
	for _, p := range m.Parts {
		n += p.Parameters
	}
	return n
}

// ParametersByDType counts values per dtype.
func (m *Model) ParametersByDType() map[string]int64 {
	out := map[string]int64{}
	for _, t := range m.tensors {
		out[t.DType] += t.Elements()
	}
	return out
}

func countTensors(ts []Tensor) int64 {
	var n int64
	for _, t := range ts {
		n += t.Elements()
	}
	return n
}

func countFiles(files []*File) int64 {
	var n int64
	for _, f := range files {
		n += countTensors(f.Tensors)
	}
	return n
}
