package k8s

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runspec"
)

// Claim suffixes and the ConfigMap's key.
const (
	dataClaim, outputClaim = "-data", "-output"
	trainConfigKey         = "train-config.yaml"
)

// builder turns one spec into objects in small steps.
type builder struct {
	s     *runspec.Spec
	o     Options
	name  string
	image string
	notes []string
}

func (b *builder) meta(name string) metav1.ObjectMeta {
	return metav1.ObjectMeta{Name: name, Namespace: b.o.Namespace, Labels: b.labels()}
}

func (b *builder) labels() map[string]string {
	return map[string]string{
		"app.kubernetes.io/name":       b.s.Project,
		"app.kubernetes.io/component":  b.s.Profile,
		"app.kubernetes.io/managed-by": "spkit",
	}
}

// claims: the data (mounted read-only, when the run has a data mount), the
// checkpoints and the cache, each ReadWriteMany since every node's pod
// mounts it.
func (b *builder) claims() []*corev1.PersistentVolumeClaim {
	var out []*corev1.PersistentVolumeClaim
	for _, m := range b.s.Mounts {
		if m.Role == runspec.DataMount {
			out = append(out, b.claim(b.name+dataClaim, b.o.DataSize))
		}
	}
	return append(out,
		b.claim(b.name+outputClaim, b.o.OutputSize),
		b.claim(b.cacheClaim(), b.o.CacheSize))
}

func (b *builder) claim(name, size string) *corev1.PersistentVolumeClaim {
	c := &corev1.PersistentVolumeClaim{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "PersistentVolumeClaim"},
		ObjectMeta: b.meta(name),
		Spec: corev1.PersistentVolumeClaimSpec{
			AccessModes: []corev1.PersistentVolumeAccessMode{corev1.ReadWriteMany},
			Resources: corev1.VolumeResourceRequirements{
				Requests: corev1.ResourceList{corev1.ResourceStorage: resource.MustParse(size)},
			},
		},
	}
	if b.o.StorageClass != "" {
		sc := b.o.StorageClass
		c.Spec.StorageClassName = &sc
	}
	return c
}

// service is headless and publishes pods before they are ready: the ranks
// rendezvous long before the first health probe passes.
func (b *builder) service() *corev1.Service {
	return &corev1.Service{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "Service"},
		ObjectMeta: b.meta(b.name),
		Spec: corev1.ServiceSpec{
			ClusterIP:                corev1.ClusterIPNone,
			PublishNotReadyAddresses: true,
			Selector:                 b.labels(),
			Ports: []corev1.ServicePort{{
				Name: "rendezvous", Port: dist.DefaultPort, TargetPort: intstr.FromInt32(dist.DefaultPort),
			}},
		},
	}
}

func (b *builder) configMap() *corev1.ConfigMap {
	return &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: b.meta(b.name + "-train-config"),
		Data:       map[string]string{trainConfigKey: string(b.o.TrainConfig)},
	}
}
