package probe

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// oomSigns are the lines a trainer (or a child of it: a torchrun rank
// prints its traceback before torchrun's ChildFailedError) prints when the
// GPU refuses an allocation, with the library that said so. Matched
// anywhere in a line: torchrun prefixes a rank's lines ("[rank0]: ").
var oomSigns = []struct{ lib, text string }{
	// PyTorch's caching allocator: torch.OutOfMemoryError (2.5+),
	// torch.cuda.OutOfMemoryError (1.13 to 2.4), RuntimeError before.
	{"PyTorch", "CUDA out of memory"},
	// The CUDA runtime's cudaErrorMemoryAllocation through C10_CUDA_CHECK.
	{"CUDA", "CUDA error: out of memory"},
	// cuBLAS creating a handle or its workspace.
	{"cuBLAS", "CUBLAS_STATUS_ALLOC_FAILED"},
	// cuDNN ("cuDNN error: CUDNN_STATUS_ALLOC_FAILED").
	{"cuDNN", "CUDNN_STATUS_ALLOC_FAILED"},
	// NCCL's buffers: "NCCL WARN Failed to CUDA calloc 6291456 bytes",
	// "Failed to CUDA calloc async 2432 bytes".
	{"NCCL", "Failed to CUDA calloc"},
	{"NCCL", "Failed to CUDA malloc"},
}

// ncclCudaOOM is NCCL's "Cuda failure 'out of memory'" (and "Cuda failure 2
// 'out of memory'" in NCCL 2.19+).
var ncclCudaOOM = regexp.MustCompile(`Cuda failure (?:[0-9]+ )?'out of memory'`)

// OOMError is a trial that died of a CUDA out-of-memory error.
type OOMError struct {
	// Library is who reported it (PyTorch, CUDA, cuBLAS, cuDNN, NCCL);
	// Line the line that said so, printable.
	Library, Line string
	// Unseen, when set, says the trainer's own peak reached the device's
	// memory before the guard could see it.
	Unseen string
}

func (e *OOMError) Error() string {
	msg := "CUDA out of memory (" + e.Library + "): " + e.Line
	if e.Unseen != "" {
		msg += "; " + e.Unseen
	}
	return msg
}

// maxOOMLine bounds the line an OOMError quotes.
const maxOOMLine = 400

// FindOOM looks for a CUDA out-of-memory error in a trainer's last lines
// of output; nil when there is none.
func FindOOM(lines []string) *OOMError {
	for i := len(lines) - 1; i >= 0; i-- {
		if lib := oomLibrary(lines[i]); lib != "" {
			line := strings.TrimSpace(Printable(lines[i]))
			if len(line) > maxOOMLine {
				line = cutRunes(line, maxOOMLine) + "..."
			}
			return &OOMError{Library: lib, Line: line}
		}
	}
	return nil
}

// cutRunes is s's first n bytes or fewer, ending on a whole character
// (a byte cut can split one and leave invalid UTF-8 in the note).
func cutRunes(s string, n int) string {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func oomLibrary(line string) string {
	for _, s := range oomSigns {
		if strings.Contains(line, s.text) {
			return s.lib
		}
	}
	if ncclCudaOOM.MatchString(line) {
		return "NCCL"
	}
	return ""
}
