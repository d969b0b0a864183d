//go:build integration

package k8s_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"

	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/k8s"
)

// applyArgs is how the manifests are applied, in the tests and in
// docs/multinode.md: server-side apply (the API server merges and owns the
// fields) with strict field validation (an unknown or duplicate field is
// an error, not a warning).
var applyArgs = []string{"apply", "--server-side", "--field-manager=spkit", "--validate=strict"}

// TestAPIServerAcceptsTheManifests sends every manifest `spkit k8s` writes
// to a real kube-apiserver (KubeVersion, built from k8s.io/kubernetes, on
// etcd): every built-in profile with the options a user adds, through
// admission, defaulting and strict field validation (server-side dry run).
// Then the cpu manifests are applied for real: the Job controller creates
// the two indexed pods with the hostnames, subdomain and completion index
// the rendezvous relies on, and the headless Service selects both.
func TestAPIServerAcceptsTheManifests(t *testing.T) {
	start := time.Now()
	kube := testenv.StartKube(t)
	t.Logf("TIME control plane up (binaries cached or built): %s", time.Since(start).Round(time.Second))
	bin := testenv.BuildSpkit(t)
	dir := testenv.OfflineExample(t, "lora-trainer", testenv.DebianRef)
	// CUDA 13.0 (the example's) dropped Volta: spkit refuses v100 without
	// an older CUDA, as it should.
	appendFile(t, filepath.Join(dir, "spkit.yaml"), "  v100:\n    cuda: \"12.8\"\n")
	kubectl(t, kube, "create", "namespace", "team-a")
	kube.WaitServiceAccount(t, "team-a")

	variants := [][]string{
		nil,
		{"--iface", "lo"},
		{"--metrics-port", "9400"},
		{"--namespace", "team-a", "--storage-class", "fast-rwx"},
	}
	n := 0
	for _, p := range builtinProfiles(t, bin, dir) {
		for i, v := range variants {
			file := filepath.Join(dir, fmt.Sprintf("%s-%d.yaml", p, i))
			spkit(t, bin, dir, append([]string{"k8s", p, "--nodes", "2", "--image", "registry.example:5000/lora-trainer:1.0", "-o", file}, v...)...)
			if out := kubectl(t, kube, append(applyArgs, "--dry-run=server", "-f", file)...); strings.Contains(out, "Warning") {
				t.Errorf("kube-apiserver warns about spkit k8s %s %s:\n%s", p, strings.Join(v, " "), out)
			}
			n++
		}
	}
	t.Logf("kube-apiserver %s accepted %d manifest files (server-side apply, strict validation, dry run)", testenv.KubeVersion, n)

	// For real: the cpu run on 2 nodes, applied twice (a second apply of
	// the same file changes nothing and conflicts with nothing).
	spkit(t, bin, dir, "k8s", "cpu", "--nodes", "2", "-o", "job.yaml")
	for range 2 {
		out := kubectl(t, kube, append(applyArgs, "-f", filepath.Join(dir, "job.yaml"))...)
		t.Logf("kubectl %s -f job.yaml:\n%s", strings.Join(applyArgs, " "), out)
		if strings.Contains(out, "Warning") {
			t.Errorf("kube-apiserver warns about spkit k8s cpu --nodes 2")
		}
	}
	checkIndexedPods(t, kube, "lora-trainer-cpu")
}

// checkIndexedPods waits for the Job controller's pods of job and checks
// what the rendezvous relies on: pod i is JOB-i in the Service's subdomain
// (JOB-0.SERVICE is --master_addr), its completion index annotation (which
// PET_NODE_RANK reads) is i, and the Service's selector selects them all.
func checkIndexedPods(t *testing.T, kube *testenv.Kube, name string) {
	t.Helper()
	var job batchv1.Job
	getJSON(t, kube, &job, "get", "job", name)
	var svc corev1.Service
	getJSON(t, kube, &svc, "get", "service", name)
	var pods corev1.PodList
	deadline := time.Now().Add(2 * time.Minute)
	for {
		getJSON(t, kube, &pods, "get", "pods", "-l", "batch.kubernetes.io/job-name="+name)
		if len(pods.Items) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the Job controller made %d pods of %s, want 2\nkube-controller-manager:\n%s", len(pods.Items), name, kube.Log("kube-controller-manager"))
		}
		time.Sleep(time.Second)
	}
	master := slices.IndexFunc(job.Spec.Template.Spec.Containers[0].Args, func(a string) bool { return strings.HasPrefix(a, "--master_addr=") })
	if master < 0 || job.Spec.Template.Spec.Containers[0].Args[master] != "--master_addr="+k8s.MasterAddr(name) {
		t.Errorf("the Job's --master_addr is not %s: %q", k8s.MasterAddr(name), job.Spec.Template.Spec.Containers[0].Args)
	}
	indexes := map[string]bool{}
	for _, p := range pods.Items {
		idx := p.Annotations["batch.kubernetes.io/job-completion-index"]
		indexes[idx] = true
		if p.Spec.Hostname != name+"-"+idx || p.Spec.Subdomain != svc.Name {
			t.Errorf("pod %s (index %q): hostname %q subdomain %q, want %s-%s in %s", p.Name, idx, p.Spec.Hostname, p.Spec.Subdomain, name, idx, svc.Name)
		}
		if !rankFromIndex(p) {
			t.Errorf("pod %s: PET_NODE_RANK does not read the completion index", p.Name)
		}
		if !labels.SelectorFromSet(svc.Spec.Selector).Matches(labels.Set(p.Labels)) {
			t.Errorf("the Service's selector %v does not select pod %s (%v)", svc.Spec.Selector, p.Name, p.Labels)
		}
		t.Logf("pod %s: hostname %s.%s, completion index %s, phase %s", p.Name, p.Spec.Hostname, p.Spec.Subdomain, idx, p.Status.Phase)
	}
	if !indexes["0"] || !indexes["1"] {
		t.Errorf("completion indexes %v, want 0 and 1", indexes)
	}
	if svc.Spec.ClusterIP != corev1.ClusterIPNone || !svc.Spec.PublishNotReadyAddresses {
		t.Errorf("the Service is not headless with not-ready addresses published: %+v", svc.Spec)
	}
}

func rankFromIndex(p corev1.Pod) bool {
	for _, e := range p.Spec.Containers[0].Env {
		if e.Name == "PET_NODE_RANK" && e.ValueFrom != nil && e.ValueFrom.FieldRef != nil &&
			e.ValueFrom.FieldRef.FieldPath == "metadata.annotations['batch.kubernetes.io/job-completion-index']" {
			return true
		}
	}
	return false
}

func kubectl(t *testing.T, kube *testenv.Kube, args ...string) string {
	t.Helper()
	out, err := kube.Kubectl(args...).CombinedOutput()
	if err != nil {
		t.Fatalf("kubectl %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func getJSON(t *testing.T, kube *testenv.Kube, v any, args ...string) {
	t.Helper()
	out, err := kube.Kubectl(append(args, "-o", "json")...).Output()
	if err != nil {
		t.Fatalf("kubectl %s: %v", strings.Join(args, " "), err)
	}
	if err := json.Unmarshal(out, v); err != nil {
		t.Fatalf("kubectl %s: %v", strings.Join(args, " "), err)
	}
}

// spkit runs the spkit binary in dir and fails the test unless it exits 0.
func spkit(t *testing.T, bin, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-C", dir}, args...)...)
	cmd.Dir = dir // -o FILE is the caller's path
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("spkit %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// builtinProfiles lists spkit's built-in profiles (spkit profiles).
func builtinProfiles(t *testing.T, bin, dir string) []string {
	t.Helper()
	out, err := exec.Command(bin, "-C", dir, "profiles").Output()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range strings.Split(string(out), "\n")[1:] {
		if f := strings.Fields(l); len(f) > 0 && strings.HasSuffix(l, "built-in") {
			names = append(names, f[0])
		}
	}
	if len(names) < 10 {
		t.Fatalf("spkit profiles lists %d built-in profiles:\n%s", len(names), out)
	}
	return names
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}
