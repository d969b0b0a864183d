package modelinfo

import "sort"

// dtypeBits is the width of each safetensors dtype, from the Dtype enum of
// huggingface/safetensors (safetensors/src/tensor.rs, 0.6): sub-byte float
// types (F4, F6_*) pack several values per byte.
var dtypeBits = map[string]int64{
	"BOOL": 8, "U8": 8, "I8": 8,
	"F8_E5M2": 8, "F8_E4M3": 8, "F8_E8M0": 8,
	"F4": 4, "F6_E2M3": 6, "F6_E3M2": 6,
	"I16": 16, "U16": 16, "F16": 16, "BF16": 16,
	"I32": 32, "U32": 32, "F32": 32,
	"I64": 64, "U64": 64, "F64": 64, "C64": 64,
}

// DTypeBits returns the width in bits of a safetensors dtype, and whether
// the dtype is known.
func DTypeBits(dtype string) (int64, bool) {
	b, ok := dtypeBits[dtype]
	return b, ok
}

// KnownDTypes lists the dtypes the reader accepts, sorted.
func KnownDTypes() []string {
	out := make([]string, 0, len(dtypeBits))
	for d := range dtypeBits {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}
