package app

import (
	"os"
	"path/filepath"
	"time"
)

// newestFile returns the most recently modified regular file under dir
// (relative to dir) written after since, to point users at the checkpoint
// this run wrote, never a stale one from an earlier run.
func newestFile(dir string, since time.Time) (string, time.Time, bool) {
	var best string
	var bestTime time.Time
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == ".spkit" {
			return filepath.SkipDir // spkit's own files (the memory log), not the trainer's output
		}
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		if info, err := d.Info(); err == nil && info.ModTime().After(bestTime) && !info.ModTime().Before(since) {
			best, bestTime = p, info.ModTime()
		}
		return nil
	})
	if best == "" {
		return "", time.Time{}, false
	}
	rel, err := filepath.Rel(dir, best)
	if err != nil {
		rel = best
	}
	return rel, bestTime, true
}

// isFile reports whether path is a regular file.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}
