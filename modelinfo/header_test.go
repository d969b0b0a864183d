package modelinfo_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

func TestEstimateHeaderEveryDType(t *testing.T) {
	var tensors []modeltest.Tensor
	for _, d := range modelinfo.KnownDTypes() {
		tensors = append(tensors, modeltest.Tensor{Name: "t." + d, DType: d, Shape: []int64{4, 6}})
	}
	path := filepath.Join(t.TempDir(), "all.safetensors")
	if err := modeltest.WriteFile(path, tensors); err != nil {
		t.Fatal(err)
	}
	f, err := modelinfo.ReadHeader(path)
	if err != nil {
		t.Fatalf("ReadHeader: %v", err)
	}
	if len(f.Tensors) != len(tensors) {
		t.Fatalf("got %d tensors, want %d", len(f.Tensors), len(tensors))
	}
	for _, ts := range f.Tensors {
		bits, _ := modelinfo.DTypeBits(ts.DType)
		if ts.Elements() != 24 || ts.End-ts.Begin != 24*bits/8 {
			t.Errorf("%s: %d elements in %d bytes, want 24 in %d", ts.Name, ts.Elements(), ts.End-ts.Begin, 24*bits/8)
		}
	}
	if f.Metadata["format"] != "pt" {
		t.Errorf("metadata = %v, want format pt", f.Metadata)
	}
}

func TestEstimateHeaderLlama7BExactCount(t *testing.T) {
	dir := t.TempDir()
	if err := modeltest.WriteFile(filepath.Join(dir, "model.safetensors"), modeltest.Llama7B.Tensors()); err != nil {
		t.Fatal(err)
	}
	if err := modeltest.WriteJSON(filepath.Join(dir, "config.json"), modeltest.Llama7B.Config()); err != nil {
		t.Fatal(err)
	}
	m, err := modelinfo.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Parameters(), int64(6_738_415_616); got != want {
		t.Errorf("Parameters = %d, want %d", got, want)
	}
	want := modelinfo.Arch{ModelType: "llama", Family: modelinfo.FamilyLlama, HiddenSize: 4096, Layers: 32, Heads: 32, KVHeads: 32, Vocab: 32000, Intermediate: 11008}
	if m.Arch.Plain() != want || !m.HasConfig {
		t.Errorf("Arch = %+v, want %+v", m.Arch, want)
	}
}

func TestEstimateHeaderSharded(t *testing.T) {
	dir := t.TempDir()
	tensors := modeltest.Llama7B.Tensors()
	if err := modeltest.WriteSharded(dir, tensors, 3); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{dir, filepath.Join(dir, modelinfo.IndexFile)} {
		m, err := modelinfo.Open(path)
		if err != nil {
			t.Fatalf("Open(%s): %v", path, err)
		}
		if len(m.Files) != 3 || m.Parameters() != 6_738_415_616 || m.HasConfig {
			t.Errorf("Open(%s): %d files, %d parameters, config %v", path, len(m.Files), m.Parameters(), m.HasConfig)
		}
		if got := m.ParametersByDType()["BF16"]; got != 6_738_415_616 {
			t.Errorf("BF16 parameters = %d", got)
		}
	}
}

func TestEstimateHeaderDiffusersTransformer(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "transformer")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	flux := map[string]any{"_class_name": "FluxTransformer2DModel", "num_layers": 19, "num_single_layers": 38, "num_attention_heads": 24, "attention_head_dim": 128}
	if err := modeltest.WriteJSON(filepath.Join(sub, "config.json"), flux); err != nil {
		t.Fatal(err)
	}
	if err := modeltest.WriteFile(filepath.Join(sub, "diffusion_pytorch_model.safetensors"), []modeltest.Tensor{{Name: "x_embedder.weight", DType: "BF16", Shape: []int64{3072, 64}}}); err != nil {
		t.Fatal(err)
	}
	m, err := modelinfo.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Component != "transformer" || m.Arch.HiddenSize != 3072 || m.Arch.Layers != 57 || m.Parameters() != 3072*64 {
		t.Errorf("got component %q, arch %+v, %d parameters", m.Component, m.Arch, m.Parameters())
	}
}

func TestEstimateHeaderBigHeader(t *testing.T) {
	// 50,000 tensors: a header of 4 MB, more than a 405B model's.
	tensors := make([]modeltest.Tensor, 50_000)
	for i := range tensors {
		tensors[i] = modeltest.Tensor{Name: "model.layers." + strconv.Itoa(i) + ".mlp.gate_proj.weight", DType: "F16", Shape: []int64{2, 3}}
	}
	path := filepath.Join(t.TempDir(), "big.safetensors")
	if err := modeltest.WriteFile(path, tensors); err != nil {
		t.Fatal(err)
	}
	f, err := modelinfo.ReadHeader(path)
	if err != nil {
		t.Fatalf("ReadHeader: %v", err)
	}
	if len(f.Tensors) != len(tensors) {
		t.Fatalf("got %d tensors, want %d", len(f.Tensors), len(tensors))
	}
}

// hostileHeaders are files the reader must refuse with a one-line config
// error naming the problem.
var hostileHeaders = []struct {
	name   string
	header string
	data   int64
	want   string
}{
	{"not an object", `[1,2,3]`, 0, "the JSON header is not an object"},
	{"null", `null`, 0, "the JSON header is not an object"},
	{"not JSON", `{"a": `, 0, "the JSON header is not valid JSON"},
	{"unknown dtype", `{"w":{"dtype":"F7","shape":[2],"data_offsets":[0,2]}}`, 2, `tensor "w" has unknown dtype "F7"`},
	{"negative dim", `{"w":{"dtype":"U8","shape":[-2],"data_offsets":[0,2]}}`, 2, "negative dimension"},
	{"overflowing shape", `{"w":{"dtype":"F64","shape":[4294967296,4294967296],"data_offsets":[0,8]}}`, 8, "is too large"},
	{"offsets past data", `{"w":{"dtype":"U8","shape":[16],"data_offsets":[0,16]}}`, 8, "lie outside the 8 data bytes"},
	{"offsets disagree with shape", `{"w":{"dtype":"F32","shape":[4],"data_offsets":[0,8]}}`, 8, "data_offsets hold 8 bytes, F32 [4] needs 16"},
	{"overlap", `{"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},"b":{"dtype":"U8","shape":[4],"data_offsets":[0,4]}}`, 8, "tensors overlap or leave a hole"},
	{"hole", `{"a":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}}`, 8, "tensors overlap or leave a hole"},
	// Issue #31 item 13: a name given twice is said so, not an overlap.
	{"duplicate name", `{"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},"a":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}}`, 8, `tensor "a" is named twice in the header`},
	{"three offsets", `{"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4,8]}}`, 8, "data_offsets must be [begin, end]"},
	{"entry not an object", `{"a":"hello"}`, 0, `tensor "a" is not a`},
	{"metadata not strings", `{"__metadata__":{"a":1}}`, 0, "__metadata__ is not an object of strings"},
}

func TestEstimateHeaderHostile(t *testing.T) {
	for _, tc := range hostileHeaders {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.safetensors")
			if err := modeltest.WriteRaw(path, []byte(tc.header), tc.data); err != nil {
				t.Fatal(err)
			}
			assertConfigError(t, path, tc.want)
		})
	}
}

func TestEstimateHeaderLengthProblems(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	length := func(n uint64) []byte { return binary.LittleEndian.AppendUint64(nil, n) }
	assertConfigError(t, write("short", []byte{1, 2, 3}), "truncated header: the file has 3 bytes")
	assertConfigError(t, write("past", append(length(1000), `{}`...)), "header length 1000 runs past the end of the file (10 bytes)")
	assertConfigError(t, write("huge", append(length(1<<62), `{}`...)), "is over the 100 MiB limit")
	assertConfigError(t, write("cap", append(length(modelinfo.MaxHeaderBytes+1), `{}`...)), "is over the 100 MiB limit")
}

func TestEstimateHeaderRefusesFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "fifo.safetensors")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	assertConfigError(t, p, "is not a regular file")
}

func TestEstimateHeaderMissingFile(t *testing.T) {
	_, err := modelinfo.ReadHeader(filepath.Join(t.TempDir(), "nope.safetensors"))
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("err = %v (code %d), want an environment error", err, errdefs.CodeOf(err))
	}
}

func assertConfigError(t *testing.T, path, want string) {
	t.Helper()
	_, err := modelinfo.ReadHeader(path)
	if err == nil {
		t.Fatalf("ReadHeader(%s) = nil error, want %q", filepath.Base(path), want)
	}
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("err = %q (code %d), want a one-line config error containing %q", err, errdefs.CodeOf(err), want)
	}
}
