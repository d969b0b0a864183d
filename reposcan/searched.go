package reposcan

import (
	"path"
	"strings"
)

// A file a line names by its bare name (--cfg small.yaml, --data coco.yaml)
// that is not where the line runs but lies once deeper in the repository
// (models/small.yaml) is one the trainer finds itself: its loader searches
// its folders for the name. The word is kept as written; it is neither
// missing nor a file the user brings. A name found twice is left alone: the
// loader's search order would decide, and the scan cannot see it.

// searchedFile is the one file of the repository whose name is val, a bare
// file name with an extension ("" when val has a folder, or no file or more
// than one has that name).
func (s *scan) searchedFile(val string) string {
	if val == "" || strings.ContainsAny(val, "/\\") || path.Ext(val) == "" || strings.HasPrefix(val, ".") {
		return ""
	}
	found := ""
	for _, f := range s.repo.files {
		if path.Base(f) != val {
			continue
		}
		if found != "" {
			return ""
		}
		found = f
	}
	return found
}

// searchedConfig records a config the line names by a bare name that the
// trainer finds deeper in the repository: kept as a name (ConfigByName),
// with the folder it lies in.
func (s *scan) searchedConfig(c *Candidate, val string) bool {
	p := s.searchedFile(val)
	if p == "" || !isConfigPath(p) {
		return false
	}
	c.Config, c.ConfigByName, c.ConfigDir = p, true, path.Dir(p)
	return true
}
