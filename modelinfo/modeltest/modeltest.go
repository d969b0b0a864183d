// Package modeltest writes safetensors model files for tests and
// benchmarks: real headers over sparse data (the header is written, then
// the file is truncated to its full size), so a 70B-shaped model costs a few
// kilobytes of disk.
package modeltest

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Tensor is a tensor to write: name, safetensors dtype and shape.
type Tensor struct {
	Name  string
	DType string
	Shape []int64
}

// WriteFile writes a safetensors file holding tensors, data left sparse.
func WriteFile(path string, tensors []Tensor) error {
	header := map[string]any{"__metadata__": map[string]string{"format": "pt"}}
	var offset int64
	for _, t := range tensors {
		n, err := byteSize(t)
		if err != nil {
			return err
		}
		header[t.Name] = map[string]any{"dtype": t.DType, "shape": shapeOrEmpty(t.Shape), "data_offsets": []int64{offset, offset + n}}
		offset += n
	}
	raw, err := json.Marshal(header)
	if err != nil {
		return err
	}
	return WriteRaw(path, raw, offset)
}

// WriteRaw writes the 8-byte length, header as given, and dataBytes of
// sparse data: for hostile headers.
func WriteRaw(path string, header []byte, dataBytes int64) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	var prefix [8]byte
	binary.LittleEndian.PutUint64(prefix[:], uint64(len(header)))
	if _, err := f.Write(append(prefix[:], header...)); err != nil {
		f.Close()
		return err
	}
	if err := f.Truncate(int64(8+len(header)) + dataBytes); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// WriteSharded splits tensors over shards files in dir, named as
// transformers names them, and writes model.safetensors.index.json.
func WriteSharded(dir string, tensors []Tensor, shards int) error {
	weightMap := map[string]string{}
	for i := 0; i < shards; i++ {
		lo, hi := i*len(tensors)/shards, (i+1)*len(tensors)/shards
		name := fmt.Sprintf("model-%05d-of-%05d.safetensors", i+1, shards)
		if err := WriteFile(filepath.Join(dir, name), tensors[lo:hi]); err != nil {
			return err
		}
		for _, t := range tensors[lo:hi] {
			weightMap[t.Name] = name
		}
	}
	return WriteJSON(filepath.Join(dir, modelinfo.IndexFile), map[string]any{"metadata": map[string]any{}, "weight_map": weightMap})
}

// WriteJSON writes v as JSON to path (config.json, an index).
func WriteJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func byteSize(t Tensor) (int64, error) {
	bits, ok := modelinfo.DTypeBits(t.DType)
	if !ok {
		return 0, fmt.Errorf("unknown dtype %q", t.DType)
	}
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return (n*bits + 7) / 8, nil
}

func shapeOrEmpty(s []int64) []int64 {
	if s == nil {
		return []int64{}
	}
	return s
}
