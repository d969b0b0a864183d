// Package modelinfo reads what a model's files say about its size without
// reading its weights: the safetensors headers (tensor names, dtypes and
// shapes), the sharded index, and config.json's architecture numbers.
//
// Headers are untrusted input. The reader caps the header length before it
// allocates, refuses files that are not regular files, checks every tensor's
// dtype, shape and byte range, and returns one-line errors, never panics.
package modelinfo

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"sort"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// MaxHeaderBytes caps the JSON header a file may declare. The safetensors
// library itself refuses headers over 100 MB; real ones are a few MB at most.
const MaxHeaderBytes = 100 << 20

// lengthPrefixBytes is the little-endian uint64 header length at the start
// of every safetensors file.
const lengthPrefixBytes = 8

// Tensor is one entry of a safetensors header.
type Tensor struct {
	Name  string
	DType string
	Shape []int64
	// Begin and End are the byte range in the data section (after the header).
	Begin, End int64
}

// Elements is the number of values in the tensor (1 for a scalar).
func (t Tensor) Elements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// File is one safetensors file's header.
type File struct {
	Path     string
	Size     int64
	Metadata map[string]string
	Tensors  []Tensor // sorted by name
}

// rawTensor is a header entry as JSON has it.
type rawTensor struct {
	DType       string  `json:"dtype"`
	Shape       []int64 `json:"shape"`
	DataOffsets []int64 `json:"data_offsets"`
}

// ReadHeader reads the header of the safetensors file at path. It reads
// 8 bytes and the JSON header, nothing of the tensor data.
func ReadHeader(path string) (*File, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	raw, err := readHeaderBytes(f, path, size)
	if err != nil {
		return nil, err
	}
	return parseHeader(path, size, raw)
}

// openRegular opens path for reading if it is a regular file: a FIFO or a
// device would block or never end.
func openRegular(path string) (*os.File, int64, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, 0, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read %s: %v", path, unwrapPath(err)), "check the --model path")
	}
	if !st.Mode().IsRegular() {
		return nil, 0, errdefs.Configf("give a model file or directory", "%s is not a regular file (%s)", path, st.Mode().Type())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read %s: %v", path, unwrapPath(err)), "check the file's permissions")
	}
	return f, st.Size(), nil
}

func readHeaderBytes(r io.Reader, path string, size int64) ([]byte, error) {
	var prefix [lengthPrefixBytes]byte
	if _, err := io.ReadFull(r, prefix[:]); err != nil {
		return nil, corrupt(path, "truncated header: the file has %d bytes, fewer than the 8-byte header length", size)
	}
	n := binary.LittleEndian.Uint64(prefix[:])
	if n > MaxHeaderBytes {
		return nil, corrupt(path, "header length %d is over the %d MiB limit", n, MaxHeaderBytes>>20)
	}
	if int64(n) > size-lengthPrefixBytes {
		return nil, corrupt(path, "header length %d runs past the end of the file (%d bytes)", n, size)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, corrupt(path, "truncated header: %v", err)
	}
	return buf, nil
}

func parseHeader(path string, size int64, raw []byte) (*File, error) {
	var entries map[string]json.RawMessage
	err := json.Unmarshal(raw, &entries)
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typeErr) || (err == nil && entries == nil):
		return nil, corrupt(path, "the JSON header is not an object")
	case err != nil:
		return nil, corrupt(path, "the JSON header is not valid JSON: %v", err)
	}

	dataBytes := size - lengthPrefixBytes - int64(len(raw))
	out := &File{Path: path, Size: size}
	for name, msg := range entries {
		if name == "__metadata__" {
			if err := json.Unmarshal(msg, &out.Metadata); err != nil {
				return nil, corrupt(path, "__metadata__ is not an object of strings")
			}
			continue
		}
		t, err := parseTensor(path, name, msg, dataBytes)
		if err != nil {
			return nil, err
		}
		out.Tensors = append(out.Tensors, t)
	}
	if err := checkContiguous(path, out.Tensors); err != nil {
		// Decoded into a map, a name given twice keeps its last entry and
		// the first one's bytes look like a hole: say what it is.
		if name, ok := duplicateKey(raw, len(entries)); ok {
			return nil, corrupt(path, "tensor %q is named twice in the header", name)
		}
		return nil, err
	}
	sort.Slice(out.Tensors, func(i, j int) bool { return out.Tensors[i].Name < out.Tensors[j].Name })
	return out, nil
}

// duplicateKey finds a name the header's object holds twice (a second
// pass over the tokens, only when the tensors do not add up).
func duplicateKey(raw []byte, distinct int) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return "", false
	}
	seen := make(map[string]bool, distinct)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		key, _ := tok.(string)
		if seen[key] {
			return key, true
		}
		seen[key] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return "", false
		}
	}
	return "", false
}

// checkContiguous refuses overlapping tensors and holes, as the safetensors
// library does: with it, the parameters a file claims are bounded by its size.
func checkContiguous(path string, ts []Tensor) error {
	sort.Slice(ts, func(i, j int) bool {
		if ts[i].Begin != ts[j].Begin {
			return ts[i].Begin < ts[j].Begin
		}
		return ts[i].End < ts[j].End
	})
	var end int64
	for _, t := range ts {
		if t.Begin != end {
			return corrupt(path, "tensor %q starts at byte %d of the data, expected %d (tensors overlap or leave a hole)", t.Name, t.Begin, end)
		}
		end = t.End
	}
	return nil
}

func parseTensor(path, name string, msg json.RawMessage, dataBytes int64) (Tensor, error) {
	var rt rawTensor
	if err := json.Unmarshal(msg, &rt); err != nil {
		return Tensor{}, corrupt(path, "tensor %q is not a {dtype, shape, data_offsets} object", name)
	}
	width, ok := DTypeBits(rt.DType)
	if !ok {
		return Tensor{}, corrupt(path, "tensor %q has unknown dtype %q", name, rt.DType)
	}
	want, err := tensorBytes(rt.Shape, width)
	if err != nil {
		return Tensor{}, corrupt(path, "tensor %q: %v", name, err)
	}
	if len(rt.DataOffsets) != 2 {
		return Tensor{}, corrupt(path, "tensor %q: data_offsets must be [begin, end]", name)
	}
	begin, end := rt.DataOffsets[0], rt.DataOffsets[1]
	if begin < 0 || end < begin || end > dataBytes {
		return Tensor{}, corrupt(path, "tensor %q: data_offsets [%d, %d] lie outside the %d data bytes", name, begin, end, dataBytes)
	}
	if end-begin != want {
		return Tensor{}, corrupt(path, "tensor %q: data_offsets hold %d bytes, %s %v needs %d", name, end-begin, rt.DType, rt.Shape, want)
	}
	return Tensor{Name: name, DType: rt.DType, Shape: rt.Shape, Begin: begin, End: end}, nil
}

// tensorBytes is ceil(elements × width / 8), refusing negative dimensions
// and products that overflow.
func tensorBytes(shape []int64, width int64) (int64, error) {
	n := uint64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("negative dimension in shape %v", shape)
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > math.MaxInt64/64 {
			return 0, fmt.Errorf("shape %v is too large", shape)
		}
		n = lo
	}
	return int64((n*uint64(width) + 7) / 8), nil
}

func corrupt(path, format string, args ...any) error {
	return errdefs.Configf("is it a complete safetensors file? download it again",
		"%s: %s", path, fmt.Sprintf(format, args...))
}

// unwrapPath drops the "stat PATH:" prefix of *fs.PathError, which the
// message already names.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
