package testenv

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/moby/moby/client"
)

// DefaultMirror is the Debian mirror debootstrap uses unless
// SPKIT_TEST_DEBIAN_MIRROR names another.
const DefaultMirror = "http://deb.debian.org/debian"

// debianMirror is SPKIT_TEST_DEBIAN_MIRROR, or DefaultMirror.
func debianMirror() string {
	if m := os.Getenv("SPKIT_TEST_DEBIAN_MIRROR"); m != "" {
		return m
	}
	return DefaultMirror
}

// buildDebian debootstraps a minimal bookworm into a temporary directory,
// imports its tar stream into the engine as ref and removes the directory.
func buildDebian(ctx context.Context, c client.APIClient, ref string) error {
	return buildRootfs(ctx, c, ref, "", "ca-certificates")
}

// buildRootfs is buildDebian for arch ("" the host's; another one runs
// debootstrap's second stage under QEMU) with the packages include.
func buildRootfs(ctx context.Context, c client.APIClient, ref, arch, include string) error {
	if _, err := exec.LookPath("debootstrap"); err != nil {
		return errors.New("debootstrap is not installed (apt-get install -y debootstrap)")
	}
	if os.Geteuid() != 0 {
		return errors.New("debootstrap needs root; run the integration tests as root")
	}
	dir, err := os.MkdirTemp("", "spkit-testenv-rootfs-")
	if err != nil {
		return err
	}
	defer removeRootfs(dir)
	args := []string{"--variant=minbase", "--include=" + include}
	if arch != "" {
		args = append(args, "--arch="+arch)
	}
	cmd := exec.CommandContext(ctx, "debootstrap", append(args, "bookworm", dir, debianMirror())...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("debootstrap: %w\n%s", err, tail(string(out), 3000))
	}
	// The host's apt cache and resolv.conf are not the image's business.
	_ = os.RemoveAll(filepath.Join(dir, "var/cache/apt/archives"))
	_ = os.MkdirAll(filepath.Join(dir, "var/cache/apt/archives/partial"), 0o755)
	if arch != "" {
		return importForeign(ctx, c, dir, ref, arch)
	}
	return importDir(ctx, c, dir, ref)
}

// importDir streams the tar of dir into the engine's image import.
func importDir(ctx context.Context, c client.APIClient, dir, ref string) error {
	tarCmd := exec.CommandContext(ctx, "tar", "--numeric-owner", "--xattrs", "-C", dir, "-c", ".")
	stdout, err := tarCmd.StdoutPipe()
	if err != nil {
		return err
	}
	var stderr strings.Builder
	tarCmd.Stderr = &stderr
	if err := tarCmd.Start(); err != nil {
		return fmt.Errorf("tar: %w", err)
	}
	repo, tag, _ := strings.Cut(ref, ":")
	resp, err := c.ImageImport(ctx, client.ImageImportSource{Source: stdout, SourceName: "-"}, repo,
		client.ImageImportOptions{Tag: tag, Message: "spkit testenv: debootstrap --variant=minbase bookworm",
			Changes: []string{
				"ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
				`CMD ["bash"]`,
				"LABEL " + CacheLabel + "=debian",
			}})
	if err != nil {
		_ = tarCmd.Process.Kill()
		_ = tarCmd.Wait()
		return fmt.Errorf("image import: %w", err)
	}
	defer resp.Close()
	jerr := importError(resp)
	if err := tarCmd.Wait(); err != nil {
		return fmt.Errorf("tar: %w: %s", err, stderr.String())
	}
	return jerr
}

// importError reads the engine's JSON progress stream and returns the error
// it reports, if any.
func importError(r io.Reader) error {
	dec := json.NewDecoder(r)
	for {
		var msg struct {
			Error       string `json:"error"`
			ErrorDetail struct {
				Message string `json:"message"`
			} `json:"errorDetail"`
		}
		if err := dec.Decode(&msg); err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("image import: reading the engine's answer: %w", err)
		}
		if msg.Error != "" {
			return fmt.Errorf("image import: %s", msg.Error)
		}
	}
}

// removeRootfs removes a debootstrap target, but never while something is
// still mounted under it (debootstrap may bind-mount the host's /dev there):
// it detaches such mounts first and leaves the directory if any remain.
func removeRootfs(dir string) {
	for _, m := range mountsUnder(dir) {
		_ = syscall.Unmount(m, syscall.MNT_DETACH)
	}
	if left := mountsUnder(dir); len(left) > 0 {
		fmt.Fprintf(os.Stderr, "testenv: leaving %s: still mounted: %v\n", dir, left)
		return
	}
	_ = os.RemoveAll(dir)
}

// mountsUnder lists mount points at or below dir, deepest first.
func mountsUnder(dir string) []string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) > 4 && (fields[4] == dir || strings.HasPrefix(fields[4], dir+"/")) {
			out = append([]string{fields[4]}, out...)
		}
	}
	return out
}
