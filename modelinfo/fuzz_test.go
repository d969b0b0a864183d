package modelinfo_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

// FuzzHeader feeds arbitrary headers and data sizes to the reader: it must
// return a header whose tensors tile the data, or a one-line config error;
// never panic, never allocate past the cap.
func FuzzHeader(f *testing.F) {
	f.Add([]byte(`{"w":{"dtype":"BF16","shape":[2,3],"data_offsets":[0,12]}}`), uint16(12))
	f.Add([]byte(`{"__metadata__":{"format":"pt"},"a":{"dtype":"F4","shape":[3],"data_offsets":[0,2]}}`), uint16(2))
	for _, h := range hostileHeaders {
		f.Add([]byte(h.header), uint16(h.data))
	}
	f.Fuzz(func(t *testing.T, header []byte, data uint16) {
		path := filepath.Join(t.TempDir(), "f.safetensors")
		if err := modeltest.WriteRaw(path, header, int64(data)); err != nil {
			t.Fatal(err)
		}
		file, err := modelinfo.ReadHeader(path)
		if err != nil {
			if errdefs.CodeOf(err) != errdefs.Config || strings.Contains(err.Error(), "\n") {
				t.Fatalf("err = %q (code %d), want a one-line config error", err, errdefs.CodeOf(err))
			}
			return
		}
		var covered int64
		for _, ts := range file.Tensors {
			if ts.Begin < 0 || ts.End < ts.Begin || ts.End > int64(data) {
				t.Fatalf("tensor %q range [%d,%d] outside %d data bytes", ts.Name, ts.Begin, ts.End, data)
			}
			covered += ts.End - ts.Begin
		}
		if covered > int64(data) {
			t.Fatalf("tensors cover %d bytes of %d", covered, data)
		}
	})
}

// FuzzConfig feeds arbitrary config.json files to the config-only path:
// a model or a one-line config error, never a panic or an unbounded list.
func FuzzConfig(f *testing.F) {
	f.Add([]byte(`{"model_type":"llama","hidden_size":64,"num_hidden_layers":2,"num_attention_heads":4,"intermediate_size":128,"vocab_size":256}`))
	f.Add([]byte(`{"model_type":"mixtral","hidden_size":64,"num_hidden_layers":2,"num_attention_heads":4,"num_local_experts":4,"num_experts_per_tok":2}`))
	f.Add([]byte(`{"_class_name":"FluxTransformer2DModel","num_layers":1,"num_single_layers":1,"num_attention_heads":2,"attention_head_dim":8}`))
	f.Fuzz(func(t *testing.T, config []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "config.json"), config, 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := modelinfo.Open(dir)
		if err != nil {
			if c := errdefs.CodeOf(err); (c != errdefs.Config && c != errdefs.Environment) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("err = %q (code %d), want one line", err, c)
			}
			return
		}
		if len(m.Tensors()) > 1<<21 || m.Parameters() < 0 {
			t.Fatalf("%d tensors, %d parameters", len(m.Tensors()), m.Parameters())
		}
	})
}
