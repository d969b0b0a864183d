package images

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/moby/patternmatcher/ignorefile"
	"github.com/tonistiigi/fsutil"

	"github.com/spkit-dev/spkit/internal/errdefs"
	spkitfs "github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
)

// LargeContext is the context size above which spkit warns: a trainer's
// code and configs are kilobytes, so anything this big is data or weights
// that slipped past spkit.yaml's copy list or .dockerignore.
const LargeContext = 100 << 20

// BinDir is where `spkit build` puts the spkit binaries the image copies in,
// relative to the trainer repository.
const BinDir = ".spkit/bin"

// BuildContext is the filtered view of the trainer repository sent to
// BuildKit as the "context" local mount.
type BuildContext struct {
	FS fsutil.FS
	// Include and Exclude are the patterns the view was made with.
	Include, Exclude []string
}

// ContextPatterns returns what the build context holds: spkit.yaml's copy
// globs, the requirements file, the trainer config, spkit.yaml itself and
// the staged spkit binaries. Patterns are slash-separated, relative to the
// repository, without trailing slashes (fsutil matches a directory pattern
// and everything below it).
func ContextPatterns(cfg *project.Config) []string {
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		p = strings.TrimSuffix(path.Clean(filepath.ToSlash(strings.TrimSpace(p))), "/")
		p = strings.TrimPrefix(p, "./")
		if p == "" || p == "." || seen[p] {
			return
		}
		seen[p] = true
		out = append(out, p)
	}
	for _, c := range cfg.Copy {
		add(c)
	}
	add(cfg.Requirements)
	for _, inst := range cfg.Installs {
		for _, f := range inst.Nested {
			add(f)
		}
	}
	for _, o := range cfg.Profiles {
		add(o.Requirements)
	}
	add(cfg.Train.Config)
	for _, o := range cfg.Profiles {
		add(o.TrainConfig)
	}
	add(project.FileName)
	add(BinDir)
	return out
}

// ReadDockerignore returns the patterns of dir/.dockerignore (none when the
// file is missing).
func ReadDockerignore(dir string) ([]string, error) {
	path := filepath.Join(dir, ".dockerignore")
	data, err := spkitfs.ReadFileIn(context.Background(), dir, path, spkitfs.MaxListBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, spkitfs.ReadError(errdefs.Config, err, path)
	}
	patterns, err := ignorefile.ReadAll(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return patterns, nil
}

// NewBuildContext returns dir filtered to include and by .dockerignore.
func NewBuildContext(dir string, include []string) (*BuildContext, error) {
	exclude, err := ReadDockerignore(dir)
	if err != nil {
		return nil, err
	}
	// The staged binaries go in even when .dockerignore names .spkit/.
	exclude = append(exclude, "!"+BinDir, "!"+BinDir+"/**")
	base, err := fsutil.NewFS(dir)
	if err != nil {
		return nil, fmt.Errorf("opening the build context %s: %w", dir, err)
	}
	filtered, err := fsutil.NewFilterFS(base, &fsutil.FilterOpt{IncludePatterns: include, ExcludePatterns: exclude})
	if err != nil {
		return nil, fmt.Errorf("filtering the build context: %w", err)
	}
	return &BuildContext{FS: filtered, Include: include, Exclude: exclude}, nil
}

// ContextSummary is what a build context holds.
type ContextSummary struct {
	Files int
	Bytes int64
	// Top are the biggest top-level entries, biggest first.
	Top []ContextEntry
}

// ContextEntry is one top-level file or directory and its total size.
type ContextEntry struct {
	Path  string
	Bytes int64
}

// Summarize walks the context and adds up what it holds.
func (c *BuildContext) Summarize(ctx context.Context) (ContextSummary, error) {
	var s ContextSummary
	byTop := map[string]int64{}
	err := c.FS.Walk(ctx, "", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		s.Files++
		s.Bytes += info.Size()
		byTop[strings.SplitN(filepath.ToSlash(p), "/", 2)[0]] += info.Size()
		return nil
	})
	for p, n := range byTop {
		s.Top = append(s.Top, ContextEntry{Path: p, Bytes: n})
	}
	sort.Slice(s.Top, func(i, j int) bool {
		if s.Top[i].Bytes != s.Top[j].Bytes {
			return s.Top[i].Bytes > s.Top[j].Bytes
		}
		return s.Top[i].Path < s.Top[j].Path
	})
	return s, err
}

// Warning returns a sentence about a large context naming its biggest
// entries, or "" when the context is small.
func (s ContextSummary) Warning() string {
	if s.Bytes <= LargeContext {
		return ""
	}
	var names []string
	for i, e := range s.Top {
		if i == 3 {
			break
		}
		names = append(names, fmt.Sprintf("%s (%s)", e.Path, HumanBytes(e.Bytes)))
	}
	return fmt.Sprintf("the build context is %s; biggest: %s; narrow spkit.yaml's copy: list or add them to .dockerignore",
		HumanBytes(s.Bytes), strings.Join(names, ", "))
}

// HumanBytes formats n in binary units ("1.5 MiB").
func HumanBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
