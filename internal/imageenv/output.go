package imageenv

import "strings"

// DefaultOutputDir is where trainers write checkpoints in images that do
// not name it (images from before SPKIT_OUTPUT_DIR).
const DefaultOutputDir = "/app/output"

// OutputDirOf is the output folder the environment getenv reads names
// (SPKIT_OUTPUT_DIR), DefaultOutputDir when it names none.
func OutputDirOf(getenv func(string) string) string {
	if d := strings.TrimSpace(getenv(OutputDir)); d != "" {
		return d
	}
	return DefaultOutputDir
}

// Getenv reads a KEY=VALUE list (a container's environment) as os.Getenv
// reads the process's: the last KEY wins, "" when it is not set.
func Getenv(env []string) func(string) string {
	return func(key string) string {
		v := ""
		for _, kv := range env {
			if val, ok := strings.CutPrefix(kv, key+"="); ok {
				v = val
			}
		}
		return v
	}
}
