package testenv

import (
	"crypto/rand"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// SlurmGPUs is how many GPUs each test node advertises (gres/gpu backed by
// /dev/null): enough for every profile's --gpus-per-node, so that
// `sbatch --test-only` judges GPU scripts too. Nothing runs on them.
const SlurmGPUs = 8

// Slurm is a Slurm cluster on this machine (Debian's slurm-wlm 22.05 and
// munge): one slurmctld and one slurmd per node, each node a name of its
// own on 127.0.0.1 (slurmd -N), with its own munged, ports and state in a
// temporary directory. A node's name must resolve, as on a real cluster
// (scripts rendezvous on the first node's name): the nodes are named after
// this machine and localhost, so there are at most two. Accounting is off: read exit codes from `sbatch
// --wait` or `scontrol show job`.
type Slurm struct {
	// Conf is its slurm.conf; Env() sets SLURM_CONF to it for the
	// clients (sbatch, scontrol, sinfo).
	Conf  string
	Nodes []string
	dir   string
}

// Env is the environment the Slurm clients need, added to the test's.
func (s *Slurm) Env() []string { return append(os.Environ(), "SLURM_CONF="+s.Conf) }

// Command returns name (sbatch, scontrol, ...) with the cluster's
// environment, run in dir.
func (s *Slurm) Command(dir, name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, s.Env()
	return cmd
}

// StartSlurm starts a cluster of nodes nodes (each 2 CPUs, SlurmGPUs
// GPUs) and stops every daemon, by its process, at the end of the test. It
// skips the test when slurm-wlm or munge is not installed (apt-get install
// slurm-wlm munge; .ci/run does) or when it is not root (slurmd runs jobs
// as their users).
func StartSlurm(t testing.TB, nodes int) *Slurm {
	t.Helper()
	for _, bin := range []string{"slurmctld", "slurmd", "sbatch", "munged"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Skipf("testenv: %s is not installed (apt-get install -y slurm-wlm munge)", bin)
		}
	}
	if os.Getuid() != 0 {
		t.Skip("testenv: a Slurm cluster's daemons run as root here (slurmd starts jobs as their users)")
	}
	dir, err := os.MkdirTemp("", "spkit-slurm-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	// munged wants every directory up to its socket searchable.
	must(t, os.Chmod(dir, 0o755))
	s := &Slurm{Conf: filepath.Join(dir, "slurm.conf"), dir: dir, Nodes: nodeNames(t, nodes)}
	for _, n := range s.Nodes {
		must(t, os.MkdirAll(filepath.Join(dir, "spool", n), 0o755))
	}
	s.writeConfig(t)
	s.start(t, "munged", "munged", "-F", "-f", "--socket="+filepath.Join(dir, "munge.sock"),
		"--key-file="+filepath.Join(dir, "munge.key"), "--log-file="+filepath.Join(dir, "munged.log"),
		"--pid-file="+filepath.Join(dir, "munged.pid"), "--seed-file="+filepath.Join(dir, "munged.seed"))
	s.start(t, "slurmctld", "slurmctld", "-D", "-f", s.Conf)
	for _, n := range s.Nodes {
		s.start(t, "slurmd-"+n, "slurmd", "-D", "-f", s.Conf, "-N", n)
	}
	// Runs first at the end (cleanups run last first): no job outlives the
	// daemons, and no slurmstepd is left.
	t.Cleanup(func() { s.cancelJobs(t) })
	s.waitIdle(t, 60*time.Second)
	return s
}

// cancelJobs cancels every job still in the queue and waits (at most a
// minute) until none is left.
func (s *Slurm) cancelJobs(t testing.TB) {
	_ = s.Command(s.dir, "scancel", "--full", "--user=root").Run()
	for range 120 {
		out, err := s.Command(s.dir, "squeue", "-h", "-o", "%i").Output()
		if err == nil && strings.TrimSpace(string(out)) == "" {
			return
		}
		time.Sleep(500 * time.Millisecond)
	}
	t.Logf("testenv: Slurm jobs still queued after scancel")
}

// nodeNames are n names that resolve to this machine: its short
// hostname, then localhost.
func nodeNames(t testing.TB, n int) []string {
	t.Helper()
	hostname, err := os.Hostname()
	must(t, err)
	hostname, _, _ = strings.Cut(hostname, ".")
	names := []string{hostname, "localhost"}
	if hostname == "localhost" || n > len(names) {
		t.Skipf("testenv: a cluster of %d nodes needs %d names for this machine; it has %q", n, n, names)
	}
	for _, name := range names[:n] {
		if _, err := net.LookupHost(name); err != nil {
			t.Skipf("testenv: node name %q does not resolve here (%v): add it to /etc/hosts", name, err)
		}
	}
	return names[:n]
}

func (s *Slurm) writeConfig(t testing.TB) {
	t.Helper()
	key := make([]byte, 1024)
	_, _ = rand.Read(key)
	must(t, os.WriteFile(filepath.Join(s.dir, "munge.key"), key, 0o600))
	must(t, os.MkdirAll(filepath.Join(s.dir, "state"), 0o755))
	must(t, os.WriteFile(filepath.Join(s.dir, "plugstack.conf"), nil, 0o644))
	// gres/gpu needs device files: /dev/null stands in.
	gpus := filepath.Join(s.dir, "gpus")
	must(t, os.MkdirAll(gpus, 0o755))
	for i := range SlurmGPUs {
		must(t, os.Symlink("/dev/null", filepath.Join(gpus, fmt.Sprintf("gpu%d", i))))
	}
	hostname, err := os.Hostname()
	must(t, err)
	hostname, _, _ = strings.Cut(hostname, ".")
	conf := fmt.Sprintf(`ClusterName=spkittest
SlurmctldHost=%[2]s(127.0.0.1)
SlurmctldPort=%[3]s
SlurmdPort=%[4]s
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=%[1]s/munge.sock
StateSaveLocation=%[1]s/state
SlurmdSpoolDir=%[1]s/spool/%%n
SlurmctldPidFile=%[1]s/slurmctld.pid
SlurmdPidFile=%[1]s/slurmd-%%n.pid
SlurmctldLogFile=%[1]s/slurmctld.log
SlurmdLogFile=%[1]s/slurmd-%%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
PlugStackConfig=%[1]s/plugstack.conf
GresTypes=gpu
`, s.dir, hostname, FreePort(t), FreePort(t))
	for _, n := range s.Nodes {
		conf += fmt.Sprintf("NodeName=%s NodeHostname=%s NodeAddr=127.0.0.1 Port=%s CPUs=2 RealMemory=4000 Gres=gpu:%d State=UNKNOWN\n",
			n, hostname, FreePort(t), SlurmGPUs)
	}
	conf += "PartitionName=debug Nodes=" + strings.Join(s.Nodes, ",") + " Default=YES MaxTime=INFINITE State=UP\n"
	must(t, os.WriteFile(s.Conf, []byte(conf), 0o644))
	gres := fmt.Sprintf("NodeName=%s Name=gpu File=%s/gpu[0-%d]\n", strings.Join(s.Nodes, ","), gpus, SlurmGPUs-1)
	must(t, os.WriteFile(filepath.Join(s.dir, "gres.conf"), []byte(gres), 0o644))
}

// start runs a daemon in the foreground, its output in DIR/NAME.out, and
// stops it (SIGTERM, then SIGKILL) at the end of the test: the daemons
// stop in the reverse order of their start.
func (s *Slurm) start(t testing.TB, name, bin string, args ...string) {
	t.Helper()
	out, err := os.Create(filepath.Join(s.dir, name+".out"))
	must(t, err)
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr, cmd.Env = out, out, s.Env()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("testenv: starting %s: %v", name, err)
	}
	t.Cleanup(func() { stopProcess(cmd); out.Close() })
}

// waitIdle waits for every node to be idle.
func (s *Slurm) waitIdle(t testing.TB, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, err := s.Command(s.dir, "sinfo", "-h", "-N", "-o", "%N %t").CombinedOutput()
		idle := 0
		for _, l := range strings.Split(string(out), "\n") {
			if strings.HasSuffix(l, " idle") {
				idle++
			}
		}
		if err == nil && idle == len(s.Nodes) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("testenv: the Slurm nodes are not idle after %s: %v\n%s\nslurmctld.log:\n%s", timeout, err, out, s.Log("slurmctld.log"))
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// Log returns the tail of one of the cluster's logs (slurmctld.log,
// slurmd-NODE.log, munged.log, NAME.out).
func (s *Slurm) Log(name string) string {
	b, _ := os.ReadFile(filepath.Join(s.dir, name))
	return tail(string(b), 3000)
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("testenv: %v", err)
	}
}
