//go:build integration

package k8s_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestKubeletRunsTheTwoRanks runs the Indexed Job `spkit k8s cpu --nodes 2`
// writes on a real node: a kubelet (KubeVersion) with cri-dockerd on this
// machine's Docker engine. The claims are bound to hostPath volumes (the
// cluster's storage), the pods' DNS names come from a stand-in for CoreDNS
// (testenv.StartNode); nothing in the manifests is changed. Both ranks
// rendezvous at JOB-0.SERVICE, train with DDP over Gloo, the Job
// completes, and rank 0's checkpoints are in the output volume.
func TestKubeletRunsTheTwoRanks(t *testing.T) {
	c := testenv.Engine(t)
	kube := testenv.StartKube(t)
	start := time.Now()
	node := kube.StartNode(t)
	t.Logf("TIME kubelet and cri-dockerd up, node %s Ready: %s", node, time.Since(start).Round(time.Second))
	bin := testenv.BuildSpkit(t)
	name := fmt.Sprintf("spkit-k8s-%d", time.Now().UnixNano()%1_000_000)
	dir := testenv.OfflineExample(t, name, testenv.DDPTorchBase(t))
	setOverrides(t, dir, "max_train_steps: 6", "checkpointing_steps: 3", "hidden_size: 64", "num_layers: 2",
		"seq_len: 32", "batch_size: 4", "num_threads: 1")
	testenv.RemoveImageOnCleanup(t, c, name+":cuda13.0-cpu")
	spkit(t, bin, dir, "build", "--profile", "cpu")
	spkit(t, bin, dir, "k8s", "cpu", "--nodes", "2", "-o", "job.yaml")
	kubectl(t, kube, append(applyArgs, "-f", filepath.Join(dir, "job.yaml"))...)
	volumes := bindClaims(t, kube)

	job := name + "-cpu"
	start = time.Now()
	out, err := kube.Kubectl("wait", "--for=condition=Complete", "job/"+job, "--timeout=6m").CombinedOutput()
	t.Logf("TIME the Job's 2 ranks, 6 steps on the kubelet: %s", time.Since(start).Round(time.Second))
	logs := podLogs(t, kube, job)
	if err != nil {
		var j struct {
			Status map[string]any `json:"status"`
		}
		getJSON(t, kube, &j, "get", "job", job)
		t.Fatalf("job %s did not complete: %v %s\nstatus: %v\n%s\nkubelet:\n%s", job, err, out, j.Status, logs, kube.Log("kubelet"))
	}
	t.Logf("the pods' output (kubectl logs):\n%s", logs)
	for _, want := range []string{"rank 0/2", "rank 1/2", "gloo process group up", "done: step 6/6"} {
		if !strings.Contains(logs, want) {
			t.Errorf("the pods' output lacks %q", want)
		}
	}
	for _, step := range []string{"step-3.pt", "step-6.pt"} {
		if _, err := os.Stat(filepath.Join(volumes[job+"-output"], "lora", "checkpoints", step)); err != nil {
			t.Errorf("rank 0's checkpoint %s is not in the output volume: %v", step, err)
		}
	}

	// A trainer that fails: no pod is retried (backoffLimit 0), the Job
	// fails, each pod's exit code is torchrun's 1.
	setOverrides(t, dir, "learning_rate: -1")
	spkit(t, bin, dir, "k8s", "cpu", "--nodes", "2", "-o", "job.yaml")
	kubectl(t, kube, "delete", "job", job, "--wait")
	kubectl(t, kube, append(applyArgs, "-f", filepath.Join(dir, "job.yaml"))...)
	if out, err := kube.Kubectl("wait", "--for=condition=Failed", "job/"+job, "--timeout=4m").CombinedOutput(); err != nil {
		t.Fatalf("job %s with a failing trainer did not fail: %v %s\n%s", job, err, out, podLogs(t, kube, job))
	}
	var pods corev1.PodList
	getJSON(t, kube, &pods, "get", "pods", "-l", "batch.kubernetes.io/job-name="+job)
	for _, p := range pods.Items {
		st := p.Status.ContainerStatuses
		if len(st) != 1 || st[0].State.Terminated == nil || st[0].State.Terminated.ExitCode != 1 || st[0].RestartCount != 0 {
			t.Errorf("pod %s of the failed job: %+v, want terminated with exit code 1, not restarted", p.Name, st)
		}
	}
	if len(pods.Items) == 0 || len(pods.Items) > 2 {
		t.Errorf("the failed job has %d pods, want 1 or 2 (none retried)", len(pods.Items))
	}
}

// bindClaims gives each pending claim a hostPath volume of its size and
// access modes (a directory of the test, writable by the pods' uid 1000),
// bound to it by claimRef, and returns each claim's directory.
func bindClaims(t *testing.T, kube *testenv.Kube) map[string]string {
	t.Helper()
	var claims corev1.PersistentVolumeClaimList
	getJSON(t, kube, &claims, "get", "pvc")
	dirs := map[string]string{}
	var pvs []string
	for _, pvc := range claims.Items {
		dir := filepath.Join(t.TempDir(), pvc.Name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(dir, 1000, 1000); err != nil {
			t.Fatal(err)
		}
		dirs[pvc.Name] = dir
		size := pvc.Spec.Resources.Requests[corev1.ResourceStorage]
		pvs = append(pvs, fmt.Sprintf(`apiVersion: v1
kind: PersistentVolume
metadata: {name: %[1]s}
spec:
  capacity: {storage: %[2]s}
  accessModes: [%[3]s]
  hostPath: {path: %[4]s, type: Directory}
  claimRef: {namespace: %[5]s, name: %[1]s}
`, pvc.Name, size.String(), pvc.Spec.AccessModes[0], dir, pvc.Namespace))
	}
	file := filepath.Join(t.TempDir(), "volumes.yaml")
	if err := os.WriteFile(file, []byte(strings.Join(pvs, "---\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	kubectl(t, kube, "apply", "-f", file)
	return dirs
}

// podLogs is every pod's output of job, each line prefixed by its index.
func podLogs(t *testing.T, kube *testenv.Kube, job string) string {
	t.Helper()
	var pods corev1.PodList
	getJSON(t, kube, &pods, "get", "pods", "-l", "batch.kubernetes.io/job-name="+job)
	var b strings.Builder
	for _, p := range pods.Items {
		out, err := kube.Kubectl("logs", p.Name).CombinedOutput()
		fmt.Fprintf(&b, "--- pod %s (%s, err %v):\n%s", p.Name, p.Status.Phase, err, out)
	}
	return b.String()
}

// setOverrides replaces the cpu profile's trainer_overrides in spkit.yaml.
func setOverrides(t *testing.T, dir string, kv ...string) {
	t.Helper()
	path := filepath.Join(dir, "spkit.yaml")
	yml, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(yml)
	i := strings.Index(s, "    trainer_overrides:\n")
	if i < 0 {
		t.Fatalf("no trainer_overrides in %s", path)
	}
	s = s[:i] + "    trainer_overrides:\n      " + strings.Join(kv, "\n      ") + "\n"
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}
