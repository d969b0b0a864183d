package k8s

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runspec"
)

func spec(t *testing.T, profile string) *runspec.Spec {
	t.Helper()
	return spectest.Spec(t, spectest.Config(t, "testdata/spkit.yaml"), profile, runspec.Flags{})
}

func render(t *testing.T, profile string, o Options) []byte {
	t.Helper()
	m, err := Render(spec(t, profile), o)
	if err != nil {
		t.Fatalf("Render(%s): %v", profile, err)
	}
	data, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestGolden(t *testing.T) {
	for _, profile := range []string{"cpu", "dgx-spark", "h100"} {
		t.Run(profile, func(t *testing.T) {
			o := Options{Nodes: 2, Iface: "enp1s0f0np0", TrainConfig: []byte("max_train_steps: 20\n")}
			golden.Assert(t, "testdata/"+profile+".yaml", render(t, profile, o))
		})
	}
}

// decode reads the manifests back into k8s.io/api's types, refusing any
// field those types do not have.
func decode(t *testing.T, data []byte) (*batchv1.Job, *corev1.Service, []corev1.PersistentVolumeClaim) {
	t.Helper()
	var job *batchv1.Job
	var svc *corev1.Service
	var claims []corev1.PersistentVolumeClaim
	for _, doc := range bytes.Split(data, []byte("\n---\n")) {
		var kind struct{ Kind string }
		if err := yaml.Unmarshal(doc, &kind); err != nil {
			t.Fatal(err)
		}
		var err error
		switch kind.Kind {
		case "Job":
			job = &batchv1.Job{}
			err = yaml.UnmarshalStrict(doc, job)
		case "Service":
			svc = &corev1.Service{}
			err = yaml.UnmarshalStrict(doc, svc)
		case "PersistentVolumeClaim":
			var c corev1.PersistentVolumeClaim
			err = yaml.UnmarshalStrict(doc, &c)
			claims = append(claims, c)
		case "ConfigMap":
			err = yaml.UnmarshalStrict(doc, &corev1.ConfigMap{})
		default:
			t.Fatalf("unexpected kind %q", kind.Kind)
		}
		if err != nil {
			t.Fatalf("strict decoding a %s: %v", kind.Kind, err)
		}
	}
	if job == nil || svc == nil {
		t.Fatal("no Job or Service in the manifests")
	}
	return job, svc, claims
}

func TestRendezvousAndRankWiring(t *testing.T) {
	job, svc, claims := decode(t, render(t, "h100", Options{Nodes: 4, Image: "registry.example/lora:1.0"}))
	if *job.Spec.CompletionMode != batchv1.IndexedCompletion || *job.Spec.Completions != 4 || *job.Spec.Parallelism != 4 {
		t.Errorf("job spec = %+v; want an Indexed Job of 4 pods at once", job.Spec)
	}
	pod := job.Spec.Template.Spec
	if pod.Subdomain != svc.Name || svc.Spec.ClusterIP != corev1.ClusterIPNone || !svc.Spec.PublishNotReadyAddresses {
		t.Errorf("pods' subdomain %q, service %q (clusterIP %q): want the headless service as subdomain", pod.Subdomain, svc.Name, svc.Spec.ClusterIP)
	}
	for k, v := range svc.Spec.Selector {
		if job.Spec.Template.Labels[k] != v {
			t.Errorf("service selector %s=%s does not match the pods", k, v)
		}
	}
	c := pod.Containers[0]
	if c.Image != "registry.example/lora:1.0" {
		t.Errorf("image = %q", c.Image)
	}
	args := strings.Join(c.Args, " ")
	wantAddr := "--master_addr=" + job.Name + "-0." + svc.Name
	for _, want := range []string{"-m torch.distributed.run", "--nnodes=4", wantAddr, "--master_port=29400", "--no_python python3 train.py"} {
		if !strings.Contains(args, want) {
			t.Errorf("args %q lack %q", args, want)
		}
	}
	if !slices.Equal(c.Command, runspec.Entrypoint) {
		t.Errorf("command = %v, want the guard %v", c.Command, runspec.Entrypoint)
	}
	rank := envVar(c.Env, "PET_NODE_RANK")
	if rank == nil || rank.ValueFrom == nil || !strings.Contains(rank.ValueFrom.FieldRef.FieldPath, "job-completion-index") {
		t.Errorf("PET_NODE_RANK = %+v; want the pod's completion index", rank)
	}
	if q := c.Resources.Limits[GPUResource]; q.String() != "1" {
		t.Errorf("GPU limit = %s, want 1", q.String())
	}
	sc := pod.SecurityContext
	if *sc.RunAsUser != 1000 || !*sc.RunAsNonRoot || *c.SecurityContext.AllowPrivilegeEscalation {
		t.Errorf("security context %+v / %+v: want uid 1000, non-root, no privilege escalation", sc, c.SecurityContext)
	}
	if c.LivenessProbe == nil || c.LivenessProbe.Exec.Command[0] != runspec.HealthcheckBinary {
		t.Errorf("liveness probe = %+v; want spkit-healthcheck", c.LivenessProbe)
	}
	if len(claims) != 3 || !hasShm(pod) {
		t.Errorf("%d claims, /dev/shm %v; want data, output and cache claims and a memory /dev/shm", len(claims), hasShm(pod))
	}
}

// A run without a data mount (no ./data in the repository) gets no data
// claim or volume; the other mounts keep their names.
func TestNoDataMount(t *testing.T) {
	s := spec(t, "h100")
	s.Mounts = slices.DeleteFunc(s.Mounts, func(m runspec.Mount) bool { return m.Role == runspec.DataMount })
	m, err := Render(s, Options{Nodes: 2, Image: "registry.example/lora:1.0"})
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	job, _, claims := decode(t, data)
	var names []string
	for _, v := range job.Spec.Template.Spec.Volumes {
		names = append(names, v.Name)
	}
	if len(claims) != 2 || slices.Contains(names, "data") || !slices.Contains(names, "output") || !slices.Contains(names, "cache") {
		t.Errorf("%d claims, volumes %v; want output and cache only", len(claims), names)
	}
}

func envVar(env []corev1.EnvVar, name string) *corev1.EnvVar {
	for i := range env {
		if env[i].Name == name {
			return &env[i]
		}
	}
	return nil
}

func hasShm(pod corev1.PodSpec) bool {
	for _, v := range pod.Volumes {
		if v.EmptyDir != nil && v.EmptyDir.Medium == corev1.StorageMediumMemory {
			return true
		}
	}
	return false
}

func TestRefusals(t *testing.T) {
	for name, o := range map[string]Options{
		"one node": {Nodes: 1},
		"latest":   {Nodes: 2, Image: "registry.example/lora:latest"},
		"no tag":   {Nodes: 2, Image: "registry.example:5000/lora"},
		"too many": {Nodes: 1000},
	} {
		_, err := Render(spec(t, "cpu"), o)
		var e *errdefs.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: err = %v, want a one-line spkit error", name, err)
		}
	}
}
