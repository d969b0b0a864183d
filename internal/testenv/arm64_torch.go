package testenv

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
	ocispec "github.com/opencontainers/image-spec/specs-go/v1"
)

// arm64TorchPackages are TorchPackages and python3-dev: the generated
// Dockerfile's builder stage installs python3-dev, and installing it there
// under QEMU took ~8 minutes; from the base, that step only finds it there.
var arm64TorchPackages = append(append([]string{}, TorchPackages...), "python3-dev")

// buildArm64Torch builds Arm64TorchRef from Arm64PythonRef without running
// dpkg's unpacking under QEMU, which took ~18 of the ~20 minutes
// debootstrap needed: the host's apt resolves and downloads the arm64
// packages of arm64TorchPackages against the base's dpkg status, the host's dpkg
// unpacks them into the base's root filesystem (--root, with only the
// preinst scripts chrooted under QEMU), the maintainer scripts run under
// QEMU with byte-compilation turned off, and the host's python3 byte-
// compiles the Python packages where it is the image's version (bytecode
// does not depend on the machine; compilePython). The caller holds the
// lock.
func buildArm64Torch(ctx context.Context, c client.APIClient, logf func(string, ...any)) error {
	for _, tool := range []string{"apt-get", "dpkg", "chroot", "python3"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("%s is not installed: the arm64 PyTorch base is built with the host's Debian tools", tool)
		}
	}
	if os.Geteuid() != 0 {
		return errors.New("building the arm64 PyTorch base needs root (dpkg --root, chroot); run the integration tests as root")
	}
	work, err := os.MkdirTemp("", "spkit-testenv-arm64-torch-")
	if err != nil {
		return err
	}
	root := filepath.Join(work, "root")
	defer func() {
		removeRootfs(root)
		if _, err := os.Stat(root); err != nil {
			_ = os.RemoveAll(work)
		}
	}()
	steps := []struct {
		what string
		run  func() error
	}{
		{"exporting " + Arm64PythonRef, func() error { return exportImage(ctx, c, Arm64PythonRef, "arm64", root) }},
		{"downloading the arm64 packages", func() error { return aptDownloadArm64(ctx, work, root) }},
		{"unpacking them with the host's dpkg", func() error { return dpkgUnpack(ctx, work, root) }},
		{"configuring them under QEMU", func() error { return configureChroot(ctx, root) }},
		{"byte-compiling the Python packages", func() error { return compilePython(ctx, root) }},
		{"importing " + Arm64TorchRef, func() error { return importForeign(ctx, c, root, Arm64TorchRef, "arm64") }},
	}
	for _, s := range steps {
		start := time.Now()
		if err := s.run(); err != nil {
			return fmt.Errorf("building %s: %s: %w", Arm64TorchRef, s.what, err)
		}
		logf("testenv: %s: %s", s.what, time.Since(start).Round(time.Second))
	}
	return nil
}

// exportImage writes ref's file system (for linux/arch) into dir.
func exportImage(ctx context.Context, c client.APIClient, ref, arch, dir string) error {
	r, err := c.ContainerCreate(ctx, client.ContainerCreateOptions{
		Config:   &container.Config{Image: ref, Cmd: []string{"true"}, Labels: map[string]string{CacheLabel: "build"}},
		Platform: &ocispec.Platform{OS: "linux", Architecture: arch},
	})
	if err != nil {
		return err
	}
	defer removeContainer(c, r.ID)
	stream, err := c.ContainerExport(ctx, r.ID, client.ContainerExportOptions{})
	if err != nil {
		return err
	}
	defer stream.Close()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	untar := exec.CommandContext(ctx, "tar", "--numeric-owner", "--xattrs", "-C", dir, "-x")
	untar.Stdin = stream
	if out, err := untar.CombinedOutput(); err != nil {
		return fmt.Errorf("tar: %w: %s", err, tail(string(out), 1000))
	}
	return nil
}

// aptDownloadArm64 resolves arm64TorchPackages for arm64 against root's dpkg
// status with the host's apt, in its own state and cache directories under
// work (the host's apt configuration is not touched), and downloads the
// missing packages into work/archives.
func aptDownloadArm64(ctx context.Context, work, root string) error {
	state, cache := filepath.Join(work, "apt-state"), filepath.Join(work, "apt-cache")
	for _, d := range []string{filepath.Join(state, "lists", "partial"), filepath.Join(cache, "archives", "partial")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	sources := filepath.Join(work, "sources.list")
	if err := os.WriteFile(sources, []byte("deb [arch=arm64] "+debianMirror()+" bookworm main\n"), 0o644); err != nil {
		return err
	}
	opts := []string{
		"-o", "APT::Architecture=arm64", "-o", "APT::Architectures::=arm64",
		"-o", "Dir::State=" + state, "-o", "Dir::State::status=" + filepath.Join(root, "var/lib/dpkg/status"),
		"-o", "Dir::Cache=" + cache, "-o", "Dir::Etc::sourcelist=" + sources, "-o", "Dir::Etc::sourceparts=-",
		"-o", "Debug::NoLocking=1", "-q",
	}
	if out, err := exec.CommandContext(ctx, "apt-get", append(opts, "update")...).CombinedOutput(); err != nil {
		return fmt.Errorf("apt-get update: %w: %s", err, tail(string(out), 2000))
	}
	install := append(opts, "install", "-y", "--download-only", "--no-install-recommends")
	if out, err := exec.CommandContext(ctx, "apt-get", append(install, arm64TorchPackages...)...).CombinedOutput(); err != nil {
		return fmt.Errorf("apt-get install --download-only: %w: %s", err, tail(string(out), 2000))
	}
	debs, _ := filepath.Glob(filepath.Join(cache, "archives", "*.deb"))
	if len(debs) == 0 {
		return errors.New("apt downloaded nothing: the base already has every package, or the mirror answered nothing")
	}
	return nil
}

// dpkgUnpack unpacks the downloaded packages into root with the host's
// dpkg: decompression runs natively, only preinst scripts are chrooted.
func dpkgUnpack(ctx context.Context, work, root string) error {
	debs, _ := filepath.Glob(filepath.Join(work, "apt-cache", "archives", "*.deb"))
	args := append([]string{"--root=" + root, "--force-architecture", "--force-depends", "--unpack"}, debs...)
	cmd := exec.CommandContext(ctx, "dpkg", args...)
	cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("dpkg --unpack: %w: %s", err, tail(string(out), 2000))
	}
	return nil
}

// configureChroot runs dpkg --configure -a in root (under QEMU), with the
// Debian python helpers' byte-compilation replaced by a no-op for the run:
// compilePython does it natively afterwards.
func configureChroot(ctx context.Context, root string) error {
	var restore []func()
	defer func() {
		for i := len(restore) - 1; i >= 0; i-- {
			restore[i]()
		}
	}()
	for _, tool := range []string{"usr/bin/py3compile", "usr/bin/py3clean"} {
		p := filepath.Join(root, tool)
		if _, err := os.Lstat(p); err != nil {
			continue
		}
		if err := os.Rename(p, p+".spkit-real"); err != nil {
			return err
		}
		restore = append(restore, func() { _ = os.Remove(p); _ = os.Rename(p+".spkit-real", p) })
		if err := os.WriteFile(p, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
			return err
		}
	}
	for _, m := range []struct{ src, dst, fstype string }{{"/dev", "dev", ""}, {"proc", "proc", "proc"}} {
		dst := filepath.Join(root, m.dst)
		if err := os.MkdirAll(dst, 0o755); err != nil {
			return err
		}
		flags := uintptr(0)
		if m.fstype == "" {
			flags = syscall.MS_BIND
		}
		if err := syscall.Mount(m.src, dst, m.fstype, flags, ""); err != nil {
			return fmt.Errorf("mounting %s in the root: %w", m.dst, err)
		}
		restore = append(restore, func() { _ = syscall.Unmount(dst, syscall.MNT_DETACH) })
	}
	cmd := exec.CommandContext(ctx, "chroot", root, "/usr/bin/dpkg", "--configure", "-a")
	cmd.Env = []string{"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "DEBIAN_FRONTEND=noninteractive", "LC_ALL=C"}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("dpkg --configure -a under QEMU: %w: %s", err, tail(string(out), 2000))
	}
	return nil
}

// compilePython byte-compiles root's dist-packages with the host's python3,
// recording the paths as they are inside the image, where the host's
// python3 is the image's version (bookworm's 3.11 on both); elsewhere the
// image's own python3 does it under QEMU, more slowly.
func compilePython(ctx context.Context, root string) error {
	const pkgs = "/usr/lib/python3/dist-packages"
	image, err := imagePython(root)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "chroot", root, "/usr/bin/python3", "-m", "compileall", "-q", pkgs)
	host, err := exec.CommandContext(ctx, "python3", "-c", "import sys; print('%d.%d' % sys.version_info[:2])").Output()
	if err == nil && strings.TrimSpace(string(host)) == image {
		cmd = exec.CommandContext(ctx, "python3", "-m", "compileall", "-q", "-j", "0", "-s", root, "-p", "/", filepath.Join(root, pkgs))
	}
	// Like py3compile, a file that does not compile (a test fixture with
	// bad syntax on purpose) is no failure; a torch without bytecode is.
	out, err := cmd.CombinedOutput()
	pyc := "torch/__pycache__/__init__.cpython-" + strings.ReplaceAll(image, ".", "") + ".pyc"
	if _, serr := os.Stat(filepath.Join(root, pkgs, pyc)); serr != nil {
		return fmt.Errorf("compileall left torch without bytecode: %v: %s", err, tail(string(out), 2000))
	}
	return nil
}

// imagePython is the image's python3 version ("3.11"), from its symlink.
func imagePython(root string) (string, error) {
	target, err := os.Readlink(filepath.Join(root, "usr/bin/python3"))
	if v, ok := strings.CutPrefix(filepath.Base(target), "python"); err == nil && ok && strings.Contains(v, ".") {
		return v, nil
	}
	return "", fmt.Errorf("cannot tell the image's python3 version from /usr/bin/python3 -> %q: %v", target, err)
}
