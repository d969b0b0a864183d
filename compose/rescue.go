package compose

import (
	"archive/tar"
	"context"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/imageenv"
)

// RescuedDir is the folder under the host output folder where files a
// trainer wrote into its container's own layer are copied.
const RescuedDir = "rescued-from-container"

// maxRescueBytes bounds what one rescue copies out of a container.
const maxRescueBytes = 64 << 30

// Rescue copies the files the service's trainer wrote into its container's
// own layer, under its working directory and outside every mount (a
// checkpoint written to a path no mount covers), into the host output
// folder's rescued-from-container/CONTAINER/, so that removing the container
// loses nothing. It returns the host paths it wrote; none when the trainer
// wrote only into its mounts.
func (r *Runner) Rescue(ctx context.Context, p *types.Project, service string) ([]string, error) {
	svc, ok := p.Services[service]
	if !ok {
		return nil, nil
	}
	ctr, err := r.container(ctx, p.Name, service)
	if err != nil {
		return nil, nil // no container: nothing to lose
	}
	diff, err := r.Engine.ContainerDiff(ctx, ctr.ID, client.ContainerDiffOptions{})
	if err != nil {
		return nil, fmt.Errorf("listing what %s wrote into its container: %w", service, err)
	}
	var changed []string
	for _, c := range diff.Changes {
		changed = append(changed, c.Path)
	}
	leaves := layerOutputs(changed, svc.WorkingDir, mountTargets(svc))
	if len(leaves) == 0 {
		return nil, nil
	}
	hostOut := outputSource(svc)
	if hostOut == "" {
		return nil, fmt.Errorf("%s wrote %d files outside its mounts, and it has no output mount to copy them to", service, len(leaves))
	}
	dest := filepath.Join(RescuedDir, strings.TrimPrefix(ctr.Names[0], "/"))
	var written []string
	for _, leaf := range leaves {
		files, err := r.copyOut(ctx, ctr.ID, leaf, svc.WorkingDir, hostOut, dest)
		if err != nil {
			return written, fmt.Errorf("copying %s out of %s: %w", leaf, service, err)
		}
		written = append(written, files...)
	}
	return written, nil
}

// layerOutputs keeps the changed paths a trainer may have written: under
// workdir, outside every mount, not Python's byte code, and only the
// deepest of nested changes.
func layerOutputs(changed []string, workdir string, mounts []string) []string {
	if workdir == "" {
		return nil
	}
	sort.Strings(changed)
	var out []string
	for i, p := range changed {
		if !under(p, workdir) || p == workdir || strings.Contains(p, "__pycache__") || strings.HasSuffix(p, ".pyc") {
			continue
		}
		if covered(p, mounts) || (i+1 < len(changed) && under(changed[i+1], p)) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// covered: p is a mount target, lies under one, or holds one (the mount
// point's own directory).
func covered(p string, mounts []string) bool {
	for _, m := range mounts {
		if under(p, m) || under(m, p) {
			return true
		}
	}
	return false
}

func under(p, dir string) bool {
	return p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/")
}

func mountTargets(svc types.ServiceConfig) []string {
	var out []string
	for _, v := range svc.Volumes {
		out = append(out, v.Target)
	}
	for _, t := range svc.Tmpfs {
		out = append(out, strings.SplitN(t, ":", 2)[0])
	}
	return out
}

// outputSource is the host folder mounted at the service's output target
// (SPKIT_OUTPUT_DIR).
func outputSource(svc types.ServiceConfig) string {
	target := ""
	if v, ok := svc.Environment[imageenv.OutputDir]; ok && v != nil {
		target = *v
	}
	for _, v := range svc.Volumes {
		if v.Type == types.VolumeTypeBind && v.Target == target {
			return v.Source
		}
	}
	return ""
}

// copyOut extracts the container path src (a file or a directory) under
// dest (relative to the host output folder root), keeping its path
// relative to base (the working directory); it returns the files written.
// Every write stays beneath root and follows no link: the trainer shares
// that folder and may have put one there.
func (r *Runner) copyOut(ctx context.Context, id, src, base, root, dest string) ([]string, error) {
	res, err := r.Engine.CopyFromContainer(ctx, id, client.CopyFromContainerOptions{SourcePath: src})
	if err != nil {
		return nil, err
	}
	defer res.Content.Close()
	rel := strings.TrimPrefix(path.Dir(src), base)
	tr := tar.NewReader(io.LimitReader(res.Content, maxRescueBytes))
	var written []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return written, nil
		}
		if err != nil {
			return written, err
		}
		name := filepath.Join(root, dest, rel, filepath.FromSlash(path.Clean("/"+h.Name)))
		if h.Typeflag != tar.TypeReg {
			continue
		}
		if err := writeFrom(tr, root, name, h.Size); err != nil {
			return written, err
		}
		written = append(written, name)
	}
}

// writeFrom writes size bytes of r to name beneath root: a folder on the
// way that is a link is refused, a link at name replaced, never followed.
func writeFrom(r io.Reader, root, name string, size int64) error {
	if err := fsutil.MkdirAllIn(root, filepath.Dir(name)); err != nil {
		return err
	}
	return fsutil.WriteFromIn(root, name, io.LimitReader(r, size), 0o644)
}

// commonDir is the deepest directory holding every path.
func commonDir(paths []string) string {
	if len(paths) == 0 {
		return ""
	}
	dir := filepath.Dir(paths[0])
	for _, p := range paths[1:] {
		for !under(p, dir) && dir != "/" && dir != "." {
			dir = filepath.Dir(dir)
		}
	}
	return dir
}
