package testenv

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"
)

// CriDockerdVersion is the cri-dockerd (github.com/Mirantis/cri-dockerd)
// the kubelet runs pods with on this machine's Docker engine: the newest
// the module proxy serves that talks to Docker 20.10 (API 1.41). v0.4.0
// refuses it ("docker API version is older than 1.42.0"); v0.3.18 to
// v0.3.22 are refused by the proxy (403).
const CriDockerdVersion = "v0.3.17"

// criDockerdPatch is the one change made to cri-dockerd's source: it gives
// every pod's sandbox (pause) container oom_score_adj -998, and this
// machine's sandbox (gVisor) refuses a negative oom_score_adj: runc then
// fails with "can't get final child's PID from pipe: EOF" (docker run
// --oom-score-adj=-998 fails the same way). The sandbox gets 0.
var criDockerdPatch = [2]string{"defaultSandboxOOMAdj int = -998", "defaultSandboxOOMAdj int = 0"}

// PauseRef is the pods' sandbox image: DebianBase sleeping (no registry
// here for registry.k8s.io/pause).
const PauseRef = "spkit-test/pause:bookworm-1"

// criDockerdBinary returns cri-dockerd built from its module's own source
// (its go.mod replaces k8s.io modules, so it cannot be a dependency of a
// tools module), patched (criDockerdPatch), cached by version.
func criDockerdBinary(t testing.TB) string {
	t.Helper()
	bin, _ := criDockerdCached()
	if isExecutable(bin) {
		return bin
	}
	unlock := lockFile(t, "/tmp/spkit-testenv-cri-dockerd.lock")
	defer unlock()
	if isExecutable(bin) {
		return bin
	}
	checkBudget(t, "cri-dockerd "+CriDockerdVersion, 8*time.Minute)
	start := time.Now()
	mod := "github.com/Mirantis/cri-dockerd@" + CriDockerdVersion
	out, err := exec.Command("go", "mod", "download", "-json", mod).Output()
	if err != nil {
		t.Fatalf("testenv: go mod download %s: %v\n%s", mod, err, out)
	}
	var dl struct{ Dir string }
	must(t, json.Unmarshal(out, &dl))
	src := filepath.Join(t.TempDir(), "cri-dockerd")
	if out, err := exec.Command("cp", "-r", dl.Dir, src).CombinedOutput(); err != nil {
		t.Fatalf("testenv: copying %s: %v\n%s", dl.Dir, err, out)
	}
	must(t, exec.Command("chmod", "-R", "u+w", src).Run())
	must(t, os.RemoveAll(filepath.Join(src, "vendor"))) // the module zip's vendor/ is partial
	helpers := filepath.Join(src, "core", "sandbox_helpers.go")
	b, err := os.ReadFile(helpers)
	must(t, err)
	if !strings.Contains(string(b), criDockerdPatch[0]) {
		t.Fatalf("testenv: %s no longer holds %q", helpers, criDockerdPatch[0])
	}
	must(t, os.WriteFile(helpers, []byte(strings.Replace(string(b), criDockerdPatch[0], criDockerdPatch[1], 1)), 0o644))
	must(t, os.MkdirAll(filepath.Dir(bin), 0o755))
	t.Logf("testenv: building cri-dockerd %s (cached in %s)", CriDockerdVersion, bin)
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", bin+".tmp", ".")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("testenv: building cri-dockerd: %v\n%s", err, tail(string(out), 3000))
	}
	must(t, os.Rename(bin+".tmp", bin))
	recordBuild("cri-dockerd-"+CriDockerdVersion, start)
	t.Logf("testenv: built cri-dockerd %s in %s", CriDockerdVersion, time.Since(start).Round(time.Second))
	return bin
}

// criDockerdCached is cri-dockerd's cached path and whether it is built.
func criDockerdCached() (string, bool) {
	home, _ := os.UserHomeDir()
	bin := filepath.Join(home, ".cache", "spkit-test", "cri-dockerd-"+CriDockerdVersion+"-sandboxoom0", "cri-dockerd")
	return bin, isExecutable(bin)
}

// pauseImage returns PauseRef, committing it the first time.
func pauseImage(t testing.TB, c client.APIClient) string {
	t.Helper()
	DebianBase(t)
	if exists(t, c, PauseRef) {
		return PauseRef
	}
	unlock := lock(t)
	defer unlock()
	if !exists(t, c, PauseRef) {
		cfg := &container.Config{Image: DebianRef, Cmd: []string{"true"}, Labels: map[string]string{CacheLabel: "build"}}
		if err := commitImage(context.Background(), c, cfg, PauseRef, `CMD ["sleep", "infinity"]`, "LABEL "+CacheLabel+"=pause"); err != nil {
			t.Fatalf("testenv: %v", err)
		}
	}
	return PauseRef
}

// StartNode joins this machine to the cluster as a node named after its
// hostname (which resolves to it; the API server reaches the kubelet,
// listening on 127.0.0.1, by that name) and returns the name: a kubelet
// (KubeVersion) running pods on the Docker engine through cri-dockerd
// (CriDockerdVersion), pods on the engine's default bridge (cri-dockerd
// without a network plugin), the cluster's DNS names answered by a
// stand-in for CoreDNS on the bridge's gateway. It returns once the node
// is Ready, and at the end of the test stops the kubelet, removes the
// pods' containers and stops cri-dockerd. Where this machine cannot run
// it, the test fails with the component's error.
func (k *Kube) StartNode(t testing.TB) string {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("testenv: a kubelet runs as root (cgroups, mounts, the cluster DNS on port 53)")
	}
	name := nodeNames(t, 1)[0]
	c := Engine(t)
	pause := pauseImage(t, c)
	cri := criDockerdBinary(t)
	gw := bridgeGateway(t, c)
	dns := startClusterDNS(t, k, net.JoinHostPort(gw, "53"))
	dir, err := os.MkdirTemp("", "spkit-kubelet-")
	must(t, err)
	t.Cleanup(func() { removeRootfs(dir) }) // the kubelet's tmpfs and bind mounts
	sock := "unix://" + filepath.Join(dir, "cri-dockerd.sock")
	k.start(t, "cri-dockerd", cri, "--network-plugin=", "--container-runtime-endpoint", sock,
		"--cri-dockerd-root-directory", filepath.Join(dir, "cri-dockerd"), "--pod-infra-container-image", pause,
		"--streaming-bind-addr", "127.0.0.1:"+FreePort(t))
	t.Cleanup(func() { k.removePodContainers(t, c, dns.podUIDs()) })
	// The kubelet checks the CRI once at start and exits when nobody
	// answers: on a busy machine cri-dockerd takes seconds to listen.
	k.waitSocket(t, "cri-dockerd", strings.TrimPrefix(sock, "unix://"), 2*time.Minute)
	cfg := fmt.Sprintf(`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
containerRuntimeEndpoint: %s
cgroupDriver: cgroupfs
failCgroupV1: false
failSwapOn: false
authentication: {anonymous: {enabled: true}, webhook: {enabled: false}}
authorization: {mode: AlwaysAllow}
address: 127.0.0.1
port: %s
readOnlyPort: 0
healthzPort: 0
clusterDNS: [%s]
clusterDomain: cluster.local
podLogsDir: %s
evictionHard: {memory.available: 100Mi, nodefs.available: 1%%, imagefs.available: 1%%}
`, sock, FreePort(t), gw, filepath.Join(dir, "logs"))
	must(t, os.WriteFile(filepath.Join(dir, "kubelet.yaml"), []byte(cfg), 0o644))
	k.start(t, "kubelet", filepath.Join(k.Bin, "kubelet"), "--config", filepath.Join(dir, "kubelet.yaml"),
		"--kubeconfig", k.Kubeconfig, "--root-dir", filepath.Join(dir, "kubelet"), "--cert-dir", filepath.Join(dir, "pki"),
		"--hostname-override", name)
	k.waitNodeReady(t, name, 2*time.Minute)
	return name
}

// waitSocket waits until the component named listens on the unix socket
// path, failing the test when it exits first or the timeout passes.
func (k *Kube) waitSocket(t testing.TB, name, path string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		if conn, err := net.DialTimeout("unix", path, time.Second); err == nil {
			_ = conn.Close()
			return
		}
		k.failIfExited(t)
		if time.Now().After(deadline) {
			t.Fatalf("testenv: %s does not listen on %s after %s:\n%s", name, path, timeout, k.Log(name))
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func bridgeGateway(t testing.TB, c client.APIClient) string {
	t.Helper()
	res, err := c.NetworkInspect(context.Background(), "bridge", client.NetworkInspectOptions{})
	if err != nil {
		t.Fatalf("testenv: inspecting the engine's bridge network: %v", err)
	}
	for _, cfg := range res.Network.IPAM.Config {
		if cfg.Gateway.Is4() {
			return cfg.Gateway.String()
		}
	}
	// Older engines (Docker 20.10) leave the default bridge's gateway out
	// of its IPAM config: the engine gives it the subnet's first address.
	for _, cfg := range res.Network.IPAM.Config {
		if cfg.Subnet.Addr().Is4() {
			return cfg.Subnet.Masked().Addr().Next().String()
		}
	}
	t.Fatal("testenv: the engine's bridge network has no IPv4 gateway or subnet")
	return ""
}

func (k *Kube) waitNodeReady(t testing.TB, name string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, _ := k.Kubectl("get", "node", name, "-o", `jsonpath={.status.conditions[?(@.type=="Ready")].status} {.status.conditions[?(@.type=="Ready")].message}`).CombinedOutput()
		if strings.HasPrefix(string(out), "True") {
			return
		}
		k.failIfExited(t)
		if time.Now().After(deadline) {
			t.Fatalf("testenv: node %s not Ready after %s: %s\nkubelet:\n%s\ncri-dockerd:\n%s", name, timeout, out, k.Log("kubelet"), k.Log("cri-dockerd"))
		}
		time.Sleep(time.Second)
	}
}

// removePodContainers removes the engine's containers of this cluster's
// pods, those there now and those seen before (uids): cri-dockerd labels
// each container, sandboxes included, with its pod's UID.
func (k *Kube) removePodContainers(t testing.TB, c client.APIClient, uids []string) {
	if out, err := k.Kubectl("get", "pods", "-A", "-o", "jsonpath={.items[*].metadata.uid}").Output(); err == nil {
		uids = append(uids, strings.Fields(string(out))...)
	}
	for _, uid := range uids {
		f := make(client.Filters).Add("label", "io.kubernetes.pod.uid="+uid)
		cs, err := c.ContainerList(context.Background(), client.ContainerListOptions{All: true, Filters: f})
		if err != nil {
			t.Logf("testenv: listing the containers of pod %s: %v", uid, err)
			continue
		}
		for _, ct := range cs.Items {
			if err := removeContainer(c, ct.ID); err != nil {
				t.Logf("testenv: removing container %s: %v", ct.ID, err)
			}
		}
	}
}
