package k8s

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runspec"
)

// completionIndex is the annotation an Indexed Job puts on pod i.
const completionIndex = "metadata.annotations['batch.kubernetes.io/job-completion-index']"

// job: N pods at once, pod i being node rank i; one failed pod fails the
// Job (backoffLimit 0): a rank that died cannot rejoin a static rendezvous.
func (b *builder) job() (*batchv1.Job, error) {
	pod, err := b.podSpec()
	if err != nil {
		return nil, err
	}
	if m := b.s.Metrics; m != nil {
		if err := dist.CheckMetricsPort(m.Port); err != nil {
			return nil, err
		}
	}
	n := int32(b.o.Nodes)
	mode := batchv1.IndexedCompletion
	return &batchv1.Job{
		TypeMeta:   metav1.TypeMeta{APIVersion: "batch/v1", Kind: "Job"},
		ObjectMeta: b.meta(b.name),
		Spec: batchv1.JobSpec{
			Completions:    &n,
			Parallelism:    &n,
			CompletionMode: &mode,
			BackoffLimit:   ptr(int32(0)),
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: b.labels(), Annotations: b.scrapeAnnotations()},
				Spec:       pod,
			},
		},
	}, nil
}

func (b *builder) podSpec() (corev1.PodSpec, error) {
	ctr, err := b.container()
	if err != nil {
		return corev1.PodSpec{}, err
	}
	uid, gid := int64(b.s.User.UID), int64(b.s.User.GID)
	grace := int64(b.s.StopGrace.Seconds())
	spec := corev1.PodSpec{
		Subdomain:                     b.name,
		RestartPolicy:                 corev1.RestartPolicyNever,
		TerminationGracePeriodSeconds: &grace,
		SecurityContext: &corev1.PodSecurityContext{
			RunAsUser: &uid, RunAsGroup: &gid, FSGroup: &gid, RunAsNonRoot: ptr(true),
		},
		Containers: []corev1.Container{ctr},
		Volumes:    b.volumes(),
	}
	if b.o.Iface != "" {
		// The named interface is the node's (the ConnectX-7 port): only the
		// host's network has it. Pod DNS still resolves through the cluster.
		spec.HostNetwork, spec.DNSPolicy = true, corev1.DNSClusterFirstWithHostNet
	}
	return spec, nil
}

func (b *builder) container() (corev1.Container, error) {
	s := b.s
	launch := dist.Launch{Nodes: b.o.Nodes, ProcsPerNode: b.procs(), MasterAddr: MasterAddr(b.name)}
	c := corev1.Container{
		Name:            "trainer",
		Image:           b.image,
		ImagePullPolicy: corev1.PullIfNotPresent,
		Command:         escapeAll(s.Entrypoint),
		Args:            escapeAll(launch.Argv(s.Command)),
		WorkingDir:      s.Cwd,
		Env:             b.env(),
		Ports:           b.ports(),
		VolumeMounts:    b.mounts(),
		LivenessProbe:   b.probe(),
		SecurityContext: &corev1.SecurityContext{
			AllowPrivilegeEscalation: ptr(!s.NoNewPrivileges),
			RunAsNonRoot:             ptr(true),
		},
	}
	if s.GPU != nil {
		q := resource.MustParse(strconv.Itoa(b.gpus()))
		c.Resources.Limits = corev1.ResourceList{GPUResource: q}
	}
	for _, u := range s.Ulimits {
		b.notes = append(b.notes, "ulimit "+u.Name+" is left to the container runtime: a pod cannot set ulimits")
	}
	return c, nil
}

// gpus is the per-pod GPU limit: the profile's count, or 1 for "all" (a
// limit must be a number; raise it for nodes with more GPUs).
func (b *builder) gpus() int {
	if b.s.GPU.Count < 1 {
		return 1
	}
	return b.s.GPU.Count
}

func (b *builder) procs() string {
	if b.s.GPU == nil {
		return dist.ProcsPerNode(false, 0)
	}
	return dist.ProcsPerNode(true, b.gpus())
}

// escape keeps a value literal: the kubelet expands $(VAR) in a
// container's command, args and env values, and reads $$ as $.
func escape(v string) string { return strings.ReplaceAll(v, "$", "$$") }

func escapeAll(vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = escape(v)
	}
	return out
}

// env: the spec's, the SPKIT_* contract, the network variables, and the
// node rank from the pod's completion index.
func (b *builder) env() []corev1.EnvVar {
	all := maps.Clone(b.s.Env)
	// The device plugin sets NVIDIA_VISIBLE_DEVICES to the GPUs it
	// allocated; "all" from the spec would expose the node's other GPUs.
	delete(all, "NVIDIA_VISIBLE_DEVICES")
	for _, kv := range b.s.ImageEnv.Overrides() {
		all[kv.Key] = kv.Value
	}
	for _, kv := range b.s.RunEnv.Encode() {
		all[kv.Key] = kv.Value
	}
	maps.Copy(all, dist.Env(b.o.Iface))
	var out []corev1.EnvVar
	for _, k := range slices.Sorted(maps.Keys(all)) {
		out = append(out, corev1.EnvVar{Name: k, Value: escape(all[k])})
	}
	return append(out, corev1.EnvVar{Name: dist.NodeRankEnv, ValueFrom: &corev1.EnvVarSource{
		FieldRef: &corev1.ObjectFieldSelector{FieldPath: completionIndex},
	}})
}

// The annotations Prometheus's conventional kubernetes_sd_configs
// relabelling reads on a pod.
const (
	AnnotationScrape = "prometheus.io/scrape"
	AnnotationPort   = "prometheus.io/port"
	AnnotationPath   = "prometheus.io/path"
)

// ports: the rendezvous (rank 0 hosts it) and, with metrics, spkit run's
// metrics port, named metrics (a PodMonitor's port).
func (b *builder) ports() []corev1.ContainerPort {
	out := []corev1.ContainerPort{{Name: "rendezvous", ContainerPort: dist.DefaultPort}}
	if m := b.s.Metrics; m != nil {
		out = append(out, corev1.ContainerPort{Name: "metrics", ContainerPort: int32(m.Port), Protocol: corev1.ProtocolTCP})
	}
	return out
}

// scrapeAnnotations ask Prometheus to scrape every pod's metrics port; nil
// without metrics.
func (b *builder) scrapeAnnotations() map[string]string {
	m := b.s.Metrics
	if m == nil {
		return nil
	}
	return map[string]string{AnnotationScrape: "true", AnnotationPort: strconv.Itoa(m.Port), AnnotationPath: m.Path}
}

// probe runs the image's spkit-healthcheck; the start period becomes the
// initial delay.
func (b *builder) probe() *corev1.Probe {
	h := b.s.Health.Run
	return &corev1.Probe{
		ProbeHandler:        corev1.ProbeHandler{Exec: &corev1.ExecAction{Command: slices.Clone(b.s.Health.Test)}},
		InitialDelaySeconds: int32(h.StartPeriod.Seconds()),
		PeriodSeconds:       int32(h.Interval.Seconds()),
		TimeoutSeconds:      int32(h.Timeout.Seconds()),
		FailureThreshold:    int32(h.Retries),
	}
}

func ptr[T any](v T) *T { return &v }

// volumeName is a mount's volume in the pod.
func volumeName(m runspec.Mount) string { return string(m.Role) }
