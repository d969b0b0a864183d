package k8s

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/spkit-dev/spkit/runspec"
)

// shmDir is /dev/shm: a memory-backed emptyDir. Pods have no ipc: host;
// DataLoader workers and NCCL need more than the runtime's 64 MiB.
const shmDir = "/dev/shm"

// mounts follow the spec's mounts (data, output, cache, trainer config),
// then /dev/shm.
func (b *builder) mounts() []corev1.VolumeMount {
	var out []corev1.VolumeMount
	for _, m := range b.s.Mounts {
		vm := corev1.VolumeMount{Name: volumeName(m), MountPath: m.Target, ReadOnly: m.ReadOnly}
		if m.Role == runspec.TrainConfigMount {
			vm.SubPath = trainConfigKey
		}
		out = append(out, vm)
	}
	return append(out, corev1.VolumeMount{Name: "dshm", MountPath: shmDir})
}

func (b *builder) volumes() []corev1.Volume {
	var out []corev1.Volume
	for _, m := range b.s.Mounts {
		out = append(out, corev1.Volume{Name: volumeName(m), VolumeSource: b.source(m)})
	}
	shm := &corev1.EmptyDirVolumeSource{Medium: corev1.StorageMediumMemory}
	if b.s.ShmSize > 0 {
		q := resource.NewQuantity(int64(b.s.ShmSize), resource.BinarySI)
		shm.SizeLimit = q
	}
	return append(out, corev1.Volume{Name: "dshm", VolumeSource: corev1.VolumeSource{EmptyDir: shm}})
}

func (b *builder) source(m runspec.Mount) corev1.VolumeSource {
	claim := func(name string, ro bool) corev1.VolumeSource {
		return corev1.VolumeSource{PersistentVolumeClaim: &corev1.PersistentVolumeClaimVolumeSource{ClaimName: name, ReadOnly: ro}}
	}
	switch volumeName(m) {
	case "train-config":
		return corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
			LocalObjectReference: corev1.LocalObjectReference{Name: b.name + "-train-config"},
		}}
	case "cache":
		return claim(b.cacheClaim(), false)
	case "data":
		return claim(b.name+dataClaim, true)
	}
	return claim(b.name+outputClaim, false)
}
