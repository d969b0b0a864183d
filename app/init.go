package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// InitRequest is `spkit init`: read the repository, decide (or ask), and
// write spkit.yaml with its .dockerignore and .gitignore lines.
type InitRequest struct {
	Name     string
	Force    bool
	Profiles []string
	// Command, Config and Output answer init's main questions up front
	// (--command, --config, --output).
	Command, Config, Output string
	// Ask puts questions to the user; nil: no terminal (or --yes).
	Ask project.Asker
}

// InitResult is what init decided and wrote.
type InitResult struct {
	Detection *project.Detection
	// Path is spkit.yaml; Dockerignore is the .dockerignore written ("" when
	// the repository's own was kept, KeptIgnore its path); Gitignore the
	// .gitignore updated with Added ("" when it had them all).
	Path, Dockerignore, KeptIgnore, Gitignore string
	Added                                     []string
}

// Init runs `spkit init` in deps.Dir. Nothing is written when anything is
// refused, and spkit.yaml, .dockerignore and .gitignore are written
// together or not at all.
func Init(ctx context.Context, deps *Deps, req InitRequest) (*InitResult, error) {
	if req.Name != "" && !project.ValidName(req.Name) {
		return nil, errdefs.Usagef("use lower-case letters, digits, '-' and '_', starting with a letter (it becomes the image name)",
			"--name %q is not a valid project name", req.Name)
	}
	if st, err := os.Stat(deps.Dir); err != nil || !st.IsDir() {
		if err == nil {
			err = fmt.Errorf("not a directory")
		}
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read directory %s", deps.Dir), "pass -C with the trainer repository")
	}
	m := deps.matrix()
	cat, err := profiles.LoadFor(project.ProfilesDir(deps.Dir, nil), m)
	if err != nil {
		return nil, err
	}
	for _, p := range req.Profiles {
		if _, err := cat.Get(p); err != nil {
			return nil, err
		}
	}
	// Refuse an existing spkit.yaml before asking anything.
	path, err := project.NewFilePath(deps.Dir, req.Force)
	if err != nil {
		return nil, err
	}
	d, err := project.Detect(deps.Dir, project.InitOptions{
		Name: req.Name, Profiles: req.Profiles, KnownProfiles: cat.Names(), Catalog: cat, Matrix: m,
		Command: req.Command, Config: req.Config, Output: req.Output, Ask: req.Ask, Context: ctx,
	})
	if err != nil {
		return nil, err
	}
	data, err := project.Render(d, m)
	if err != nil {
		return nil, err
	}
	// What init writes must pass the same strict parser users' files do.
	cfg, err := project.Parse(data, project.FileName)
	if err != nil {
		return nil, fmt.Errorf("spkit init generated an invalid %s (a bug): %w", project.FileName, err)
	}
	return writeInit(deps.Dir, path, d, cfg, data)
}

// writeInit writes spkit.yaml, the generated .dockerignore (unless the
// repository has one) and the .gitignore lines together: all of them or,
// on any failure (a full disk), none, so a rerun needs no --force.
func writeInit(dir, path string, d *project.Detection, cfg *project.Config, data []byte) (*InitResult, error) {
	res := &InitResult{Detection: d, Path: path}
	files := []fsutil.File{{Path: path, Data: data, Perm: 0o644}}
	ignorePath := filepath.Join(dir, ".dockerignore")
	if _, err := os.Lstat(ignorePath); err == nil {
		res.KeptIgnore = ignorePath
	} else {
		files = append(files, fsutil.File{Path: ignorePath, Data: []byte(images.Dockerignore(cfg)), Perm: 0o644})
		res.Dockerignore = ignorePath
	}
	git, added, err := gitignoreUpdate(dir)
	if err != nil {
		return nil, err
	}
	if git != nil {
		files = append(files, *git)
		res.Gitignore, res.Added = git.Path, added
	}
	if err := fsutil.WriteFilesIn(dir, files); err != nil {
		names := make([]string, len(files))
		for i, file := range files {
			names[i] = filepath.Base(file.Path)
		}
		return nil, fsutil.WriteError(errdefs.Environment, err, strings.Join(names, ", ")+" in "+dir)
	}
	return res, nil
}

// generatedPaths are what spkit writes into the repository: the staged
// binaries (tens of MB) and generated configs. .spkit/profiles/ holds the
// user's own profiles and stays tracked.
var generatedPaths = []string{".spkit/bin/", ".spkit/generated/"}

// gitignoreUpdate returns the repository's .gitignore with generatedPaths
// added (nil when it has them all) and the lines added.
func gitignoreUpdate(dir string) (*fsutil.File, []string, error) {
	path := filepath.Join(dir, ".gitignore")
	old, err := fsutil.ReadFileIn(context.Background(), dir, path, fsutil.MaxListBytes)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fsutil.ReadError(errdefs.Environment, err, path)
	}
	have := map[string]bool{}
	for _, line := range strings.Split(string(old), "\n") {
		have[strings.TrimSpace(line)] = true
	}
	var add []string
	for _, p := range generatedPaths {
		if !have[p] && !have["/"+p] {
			add = append(add, p)
		}
	}
	if len(add) == 0 {
		return nil, nil, nil
	}
	text := string(old)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	text += "# Generated by spkit (staged binaries, generated configs)\n" + strings.Join(add, "\n") + "\n"
	return &fsutil.File{Path: path, Data: []byte(text), Perm: 0o644}, add, nil
}
