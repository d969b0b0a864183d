package testenv

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/moby/client"
	"github.com/tonistiigi/fsutil"

	"github.com/spkit-dev/spkit/images"
)

// importForeign makes a linux/arch image ref from the root filesystem in
// dir. The engine's image import tags every image with its own
// architecture (Docker 20.10 ignores the platform), so the tar is ADDed to
// scratch by a BuildKit build for that platform instead.
func importForeign(ctx context.Context, c client.APIClient, dir, ref, arch string) error {
	buildDir, err := os.MkdirTemp("", "spkit-testenv-import-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(buildDir)
	tarPath := filepath.Join(buildDir, "rootfs.tar")
	if out, err := exec.CommandContext(ctx, "tar", "--numeric-owner", "--xattrs", "-C", dir, "-cf", tarPath, ".").CombinedOutput(); err != nil {
		return fmt.Errorf("tar: %w: %s", err, out)
	}
	df := "FROM scratch\nADD rootfs.tar /\n" +
		"ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\n" +
		`CMD ["bash"]` + "\nLABEL " + CacheLabel + "=debian\n"
	if err := os.WriteFile(filepath.Join(buildDir, "Dockerfile"), []byte(df), 0o644); err != nil {
		return err
	}
	fs, err := fsutil.NewFS(buildDir)
	if err != nil {
		return err
	}
	bk, err := images.NewEngineBuilder(c).Client(ctx)
	if err != nil {
		return err
	}
	defer bk.Close()
	opt := images.SolveOpt(images.BuildOptions{Platforms: []string{"linux/" + arch}},
		map[string]fsutil.FS{"context": fs, "dockerfile": fs}, nil,
		[]bkclient.ExportEntry{{Type: "moby", Attrs: map[string]string{"name": ref}}})
	if _, err := bk.Solve(ctx, nil, opt, nil); err != nil {
		return fmt.Errorf("building %s for linux/%s from the root filesystem: %w", ref, arch, err)
	}
	return nil
}
