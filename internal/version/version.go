// Package version holds what `spkit version` prints. Version and Commit are
// set at link time by the Makefile (-ldflags -X).
package version

import (
	"runtime"
	"runtime/debug"
)

var (
	// Version is the release, "dev" for a local build.
	Version = "dev"
	// Commit is the git commit the binary was built from.
	Commit = ""
)

// Info is the build's identity.
type Info struct {
	Version   string `json:"version"`
	Commit    string `json:"commit"`
	GoVersion string `json:"go_version"`
	Platform  string `json:"platform"`
}

// Get returns the build's identity, reading the VCS stamp when the linker
// did not set a commit.
func Get() Info {
	commit := Commit
	if commit == "" {
		commit = vcsRevision()
	}
	if commit == "" {
		commit = "unknown"
	}
	return Info{
		Version:   Version,
		Commit:    commit,
		GoVersion: runtime.Version(),
		Platform:  runtime.GOOS + "/" + runtime.GOARCH,
	}
}

func vcsRevision() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" {
			return s.Value
		}
	}
	return ""
}
