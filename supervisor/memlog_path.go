package supervisor

import "path/filepath"

// MemoryLogName is where `spkit run` keeps its memory log under the output
// folder by default, so it outlives the container and `spkit report` and
// `spkit top` find it on the host.
const MemoryLogName = ".spkit/memory.jsonl"

// DefaultMemoryLog is the memory log's default path under an output folder.
func DefaultMemoryLog(outputDir string) string {
	return filepath.Join(outputDir, filepath.FromSlash(MemoryLogName))
}
