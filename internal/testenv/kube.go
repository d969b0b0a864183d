package testenv

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// KubeVersion is the Kubernetes the tests run: kube-apiserver,
// kube-controller-manager, kube-scheduler and kubelet built from
// k8s.io/kubernetes at this version (the module proxy serves it).
const KubeVersion = "v1.37.2"

// kubeStaging are the k8s.io modules k8s.io/kubernetes keeps in its
// staging/ tree and `replace`s with it; outside that tree each is its
// published v0.MINOR.PATCH (k8s.io/kubernetes' go.mod lists them).
var kubeStaging = []string{
	"api", "apiextensions-apiserver", "apimachinery", "apiserver", "cli-runtime", "client-go", "cloud-provider",
	"cluster-bootstrap", "code-generator", "component-base", "component-helpers", "controller-manager", "cri-api",
	"cri-client", "cri-streaming", "csi-translation-lib", "dynamic-resource-allocation", "endpointslice", "externaljwt",
	"kms", "kube-aggregator", "kube-controller-manager", "kube-proxy", "kube-scheduler", "kubectl", "kubelet",
	"metrics", "mount-utils", "pod-security-admission", "sample-apiserver", "sample-cli-plugin", "sample-controller",
	"streaming",
}

func kubeTools() goTools {
	staging := "v0" + strings.TrimPrefix(KubeVersion, "v1")
	var mod strings.Builder
	mod.WriteString("module spkit-test/kube\n\ngo 1.26\n\nrequire k8s.io/kubernetes " + KubeVersion + "\n\nreplace (\n")
	for _, m := range kubeStaging {
		fmt.Fprintf(&mod, "\tk8s.io/%s => k8s.io/%s %s\n", m, m, staging)
	}
	mod.WriteString(")\n")
	minor := strings.Split(KubeVersion, ".")[1]
	var ld []string
	for _, pkg := range []string{"k8s.io/component-base/version", "k8s.io/client-go/pkg/version"} {
		ld = append(ld, "-X "+pkg+".gitVersion="+KubeVersion, "-X "+pkg+".gitMajor=1", "-X "+pkg+".gitMinor="+minor)
	}
	return goTools{
		Name:  "kube-" + KubeVersion,
		GoMod: mod.String(),
		Commands: []string{"k8s.io/kubernetes/cmd/kube-apiserver", "k8s.io/kubernetes/cmd/kube-controller-manager",
			"k8s.io/kubernetes/cmd/kube-scheduler", "k8s.io/kubernetes/cmd/kubelet"},
		LDFlags: "-s -w " + strings.Join(ld, " "),
		// Most of make test's time on a fresh machine (issue 42); the
		// tests start a control plane and one pod, which runs as well
		// unoptimised.
		Unoptimised: true,
		Expect:      30 * time.Minute,
	}
}

// KubeBinaries returns the directory of kube-apiserver,
// kube-controller-manager, kube-scheduler and kubelet (KubeVersion),
// building them the first time (tens of minutes on 2 cores; cached in
// ~/.cache/spkit-test/).
func KubeBinaries(t testing.TB) string {
	t.Helper()
	return kubeTools().build(t)
}

// Kube is a Kubernetes control plane on this machine: etcd,
// kube-apiserver, kube-controller-manager and kube-scheduler, each a
// process of the test, with state in a temporary directory. It has no
// node until a kubelet joins.
type Kube struct {
	// Kubeconfig is an admin kubeconfig (a token in system:masters).
	Kubeconfig string
	// Bin is the directory of the Kubernetes binaries.
	Bin string
	dir string
	// exited is closed when any component exits.
	exited chan string
}

// Kubectl returns kubectl with the control plane's kubeconfig.
func (k *Kube) Kubectl(args ...string) *exec.Cmd {
	return exec.Command("kubectl", append([]string{"--kubeconfig", k.Kubeconfig}, args...)...)
}

// Log returns the tail of a component's output (etcd, kube-apiserver,
// kube-controller-manager, kube-scheduler, kubelet).
func (k *Kube) Log(name string) string {
	b, _ := os.ReadFile(filepath.Join(k.dir, name+".log"))
	return tail(string(b), 4000)
}

// StartKube starts a control plane and stops it at the end of the test. It
// skips the test without etcd (apt-get install etcd-server) or kubectl.
func StartKube(t testing.TB) *Kube {
	t.Helper()
	for _, bin := range []string{"etcd", "kubectl"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Skipf("testenv: %s is not installed (apt-get install -y etcd-server; kubectl from the Kubernetes packages)", bin)
		}
	}
	k := &Kube{Bin: KubeBinaries(t), dir: t.TempDir(), exited: make(chan string, 8)}
	etcd := "http://127.0.0.1:" + FreePort(t)
	peer := "http://127.0.0.1:" + FreePort(t)
	k.start(t, "etcd", "etcd", "--data-dir", filepath.Join(k.dir, "etcd"), "--name", "spkit",
		"--listen-client-urls", etcd, "--advertise-client-urls", etcd,
		"--listen-peer-urls", peer, "--initial-advertise-peer-urls", peer, "--initial-cluster", "spkit="+peer)
	api := k.writeCredentials(t)
	k.start(t, "kube-apiserver", filepath.Join(k.Bin, "kube-apiserver"),
		"--etcd-servers="+etcd, "--bind-address=127.0.0.1", "--secure-port="+api, "--advertise-address=127.0.0.1",
		"--cert-dir="+filepath.Join(k.dir, "pki"), "--token-auth-file="+filepath.Join(k.dir, "tokens.csv"),
		"--authorization-mode=Node,RBAC", "--service-cluster-ip-range=10.96.0.0/16",
		// The kubernetes Service's endpoints may not be a loopback address:
		// no reconciler (no pod here talks to the API server).
		"--endpoint-reconciler-type=none",
		// A kubelet here (StartNode) is reached by its node's name, this
		// machine's hostname (logs, exec): it listens on 127.0.0.1 only.
		"--kubelet-preferred-address-types=Hostname",
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file="+filepath.Join(k.dir, "sa.key"),
		"--service-account-signing-key-file="+filepath.Join(k.dir, "sa.key"))
	k.waitReady(t, "/readyz", 3*time.Minute)
	k.start(t, "kube-controller-manager", filepath.Join(k.Bin, "kube-controller-manager"),
		"--kubeconfig="+k.Kubeconfig, "--leader-elect=false", "--bind-address=127.0.0.1", "--secure-port="+FreePort(t),
		"--service-account-private-key-file="+filepath.Join(k.dir, "sa.key"), "--use-service-account-credentials=false")
	k.start(t, "kube-scheduler", filepath.Join(k.Bin, "kube-scheduler"),
		"--kubeconfig="+k.Kubeconfig, "--leader-elect=false", "--bind-address=127.0.0.1", "--secure-port="+FreePort(t))
	k.waitServiceAccount(t, "default", 2*time.Minute)
	return k
}

// writeCredentials writes the service account signing key, an admin token
// and a kubeconfig with it, and returns the API server's port.
func (k *Kube) writeCredentials(t testing.TB) string {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	must(t, err)
	pemKey := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	must(t, os.WriteFile(filepath.Join(k.dir, "sa.key"), pemKey, 0o600))
	tok := make([]byte, 16)
	_, _ = rand.Read(tok)
	token := hex.EncodeToString(tok)
	must(t, os.WriteFile(filepath.Join(k.dir, "tokens.csv"), []byte(token+`,admin,admin,"system:masters"`+"\n"), 0o600))
	port := FreePort(t)
	k.Kubeconfig = filepath.Join(k.dir, "kubeconfig")
	cfg := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- name: spkit
  cluster:
    server: https://127.0.0.1:%s
    insecure-skip-tls-verify: true
users:
- name: admin
  user:
    token: %s
contexts:
- name: spkit
  context: {cluster: spkit, user: admin, namespace: default}
current-context: spkit
`, port, token)
	must(t, os.WriteFile(k.Kubeconfig, []byte(cfg), 0o600))
	return port
}

func (k *Kube) start(t testing.TB, name, bin string, args ...string) {
	t.Helper()
	logf, err := os.Create(filepath.Join(k.dir, name+".log"))
	must(t, err)
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("testenv: starting %s: %v", name, err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done); k.exited <- name }()
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-done
		}
		logf.Close()
	})
}

// failIfExited fails the test when a component has exited.
func (k *Kube) failIfExited(t testing.TB) {
	t.Helper()
	select {
	case name := <-k.exited:
		t.Fatalf("testenv: %s exited:\n%s", name, k.Log(name))
	default:
	}
}

// waitReady polls the API server's path (/readyz) until it answers ok.
func (k *Kube) waitReady(t testing.TB, path string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, err := k.Kubectl("get", "--raw", path).CombinedOutput()
		if err == nil && strings.TrimSpace(string(out)) == "ok" {
			return
		}
		k.failIfExited(t)
		if time.Now().After(deadline) {
			t.Fatalf("testenv: kube-apiserver %s: %v %s\nkube-apiserver:\n%s\netcd:\n%s", path, err, out, k.Log("kube-apiserver"), k.Log("etcd"))
		}
		time.Sleep(time.Second)
	}
}

// waitServiceAccount waits for the controller manager to create a
// namespace's default service account: pods are refused until it exists.
func (k *Kube) waitServiceAccount(t testing.TB, ns string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out, err := k.Kubectl("-n", ns, "get", "serviceaccount", "default", "-o", "name").CombinedOutput()
		if err == nil {
			return
		}
		k.failIfExited(t)
		if time.Now().After(deadline) {
			t.Fatalf("testenv: no default service account in %s after %s: %s\nkube-controller-manager:\n%s", ns, timeout, out, k.Log("kube-controller-manager"))
		}
		time.Sleep(time.Second)
	}
}

// WaitServiceAccount is waitServiceAccount for a namespace a test created.
func (k *Kube) WaitServiceAccount(t testing.TB, ns string) {
	t.Helper()
	k.waitServiceAccount(t, ns, time.Minute)
}
