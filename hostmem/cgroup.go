package hostmem

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// Cgroup usage in bytes. Limit 0 means no limit.
type Cgroup struct {
	Usage        uint64
	Limit        uint64
	InactiveFile uint64
}

// WorkingSet is the usage without inactive page cache, the figure the kernel
// would have to find before the cgroup hits its limit (what `docker stats`
// shows).
func (c Cgroup) WorkingSet() uint64 {
	if c.InactiveFile > c.Usage {
		return 0
	}
	return c.Usage - c.InactiveFile
}

// CgroupFiles names a cgroup version's memory files.
type CgroupFiles struct {
	Version      int
	Usage        string
	Limit        string
	InactiveFile string // key in memory.stat
}

var (
	cgroupV1 = CgroupFiles{1, "memory.usage_in_bytes", "memory.limit_in_bytes", "total_inactive_file"}
	cgroupV2 = CgroupFiles{2, "memory.current", "memory.max", "inactive_file"}
)

// FindCgroup locates this process's memory cgroup under root: the memory
// controller's line in root/proc/self/cgroup decides v1 (also in hybrid
// mode) or v2 ("0::/path"). Inside a container without a cgroup namespace
// the path names the host's hierarchy while the container sees its own
// cgroup at the mount's root, so the mount root is the fallback. It returns
// "" when no memory cgroup with usage files is visible (v2's root cgroup
// has none).
func FindCgroup(root string) (dir string, files CgroupFiles, err error) {
	data, err := os.ReadFile(filepath.Join(root, "proc", "self", "cgroup"))
	if err != nil {
		return "", files, err
	}
	v1Path, v2Path, hasV2 := parseProcCgroup(data)
	base := filepath.Join(root, "sys", "fs", "cgroup")
	candidates := []struct {
		files CgroupFiles
		base  string
		path  string
		ok    bool
	}{
		{cgroupV1, filepath.Join(base, "memory"), v1Path, v1Path != ""},
		{cgroupV2, base, v2Path, hasV2 && v1Path == ""},
		{cgroupV2, filepath.Join(base, "unified"), v2Path, hasV2 && v1Path == ""},
	}
	for _, c := range candidates {
		if !c.ok {
			continue
		}
		for _, d := range []string{filepath.Join(c.base, c.path), c.base} {
			if exists(filepath.Join(d, c.files.Usage)) {
				return d, c.files, nil
			}
		}
	}
	return "", files, nil
}

// parseProcCgroup reads /proc/self/cgroup lines "ID:CONTROLLERS:PATH".
func parseProcCgroup(data []byte) (v1Path, v2Path string, hasV2 bool) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[0] == "0" && parts[1] == "" {
			v2Path, hasV2 = parts[2], true
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			if c == "memory" {
				v1Path = parts[2]
			}
		}
	}
	return v1Path, v2Path, hasV2
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// CgroupReader samples one cgroup's memory files, keeping them open.
type CgroupReader struct {
	Dir   string
	Files CgroupFiles
	usage *KernelFile
	limit *KernelFile
	stat  *KernelFile
	buf   [8192]byte
}

// OpenCgroup opens the memory files in dir.
func OpenCgroup(dir string, files CgroupFiles) (*CgroupReader, error) {
	r := &CgroupReader{Dir: dir, Files: files}
	var err error
	if r.usage, err = OpenKernelFile(filepath.Join(dir, files.Usage)); err != nil {
		return nil, err
	}
	// The limit and memory.stat are optional: a fixture may lack them.
	r.limit, _ = OpenKernelFile(filepath.Join(dir, files.Limit))
	r.stat, _ = OpenKernelFile(filepath.Join(dir, "memory.stat"))
	return r, nil
}

// Usage reads the raw usage (page cache included): one cheap read, an upper
// bound of the working set.
func (r *CgroupReader) Usage() (uint64, error) {
	b, err := r.usage.Read(r.buf[:])
	if err != nil {
		return 0, err
	}
	return parseUint(trimSpace(b))
}

// UsageFD is the usage file's open descriptor (KernelFile.FD).
func (r *CgroupReader) UsageFD() int { return r.usage.FD() }

// Read takes a full sample: usage, limit and inactive page cache.
func (r *CgroupReader) Read() (Cgroup, error) {
	var c Cgroup
	var err error
	if c.Usage, err = r.Usage(); err != nil {
		return c, err
	}
	if r.limit != nil {
		if b, err := r.limit.Read(r.buf[:]); err == nil {
			c.Limit, _ = parseLimit(b)
		}
	}
	if r.stat != nil {
		if b, err := r.stat.Read(r.buf[:]); err == nil {
			c.InactiveFile, _ = statField(b, r.Files.InactiveFile)
		}
	}
	return c, nil
}

// Close releases the files.
func (r *CgroupReader) Close() error {
	for _, f := range []*KernelFile{r.usage, r.limit, r.stat} {
		if f != nil {
			f.Close()
		}
	}
	return nil
}
