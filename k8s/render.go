// Package k8s renders one profile's run spec as Kubernetes manifests for a
// multi-node run: an Indexed Job (one pod per node, the node rank from the
// completion index), a headless Service giving pod 0 the DNS name the
// other ranks rendezvous on (JOB-0.SERVICE), persistent volume claims for
// the data, the checkpoints and the Hugging Face cache, and a ConfigMap
// with the generated trainer config. The objects are k8s.io/api's typed
// structs; Render does no I/O.
package k8s

import (
	"bytes"
	"fmt"
	"strings"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runspec"
)

// GPUResource is the NVIDIA device plugin's extended resource.
const GPUResource = "nvidia.com/gpu"

// Options shape the manifests.
type Options struct {
	Nodes int
	// Iface is the node's network interface NCCL, Gloo and UCX use; the
	// pods then use the host's network ("" : the pod network, NCCL's
	// choice).
	Iface string
	// Image replaces the spec's image (a registry reference every node
	// can pull); it must carry a tag other than latest.
	Image string
	// Namespace of every object ("" : the kubectl context's).
	Namespace string
	// StorageClass of the claims ("" : the cluster's default); the claims
	// are ReadWriteMany because every node mounts them.
	StorageClass string
	// OutputSize, DataSize and CacheSize are the claims' requests.
	OutputSize, DataSize, CacheSize string
	// TrainConfig is the generated trainer config's content (nil: none).
	TrainConfig []byte
}

// Manifests are the objects of one run, in the order kubectl applies them.
type Manifests struct {
	ConfigMap *corev1.ConfigMap // nil without a trainer config
	Claims    []*corev1.PersistentVolumeClaim
	Service   *corev1.Service
	Job       *batchv1.Job
	// Notes say what the manifests leave to the cluster (ulimits).
	Notes []string
}

// Render builds the manifests for spec.
func Render(spec *runspec.Spec, o Options) (*Manifests, error) {
	if err := dist.CheckNodes(o.Nodes); err != nil {
		return nil, err
	}
	if err := CheckNamespace(o.Namespace); err != nil {
		return nil, err
	}
	if err := CheckStorageClass(o.StorageClass); err != nil {
		return nil, err
	}
	o = withDefaults(o)
	image := o.Image
	if image == "" {
		image = spec.Image
	}
	if err := checkTag(image); err != nil {
		return nil, err
	}
	b := &builder{s: spec, o: o, name: Name(spec), image: image}
	m := &Manifests{Claims: b.claims(), Service: b.service()}
	if spec.TrainConfig != "" {
		m.ConfigMap = b.configMap()
	}
	job, err := b.job()
	if err != nil {
		return nil, err
	}
	m.Job, m.Notes = job, b.notes
	return m, nil
}

func withDefaults(o Options) Options {
	o.OutputSize = orDefault(o.OutputSize, "100Gi")
	o.DataSize = orDefault(o.DataSize, "100Gi")
	o.CacheSize = orDefault(o.CacheSize, "200Gi")
	return o
}

// MasterAddr is pod 0's DNS name: an Indexed Job's pod i is named
// JOB-i, and the headless Service (the pods' subdomain) publishes it.
func MasterAddr(name string) string { return name + "-0." + name }

// checkTag refuses an image a cluster would resolve differently over time.
func checkTag(ref string) error {
	last := ref[strings.LastIndex(ref, "/")+1:]
	tag := ""
	if i := strings.LastIndex(last, ":"); i >= 0 {
		tag = last[i+1:]
	}
	if strings.Contains(last, "@") {
		return nil
	}
	if tag == "" || tag == "latest" {
		return errdefs.Configf("give --image a registry reference with a version tag (or a digest)",
			"image %q has no fixed tag: every node must run the same image", ref)
	}
	return nil
}

// Marshal writes the manifests as one multi-document YAML file.
func Marshal(m *Manifests) ([]byte, error) {
	var objs []any
	if m.ConfigMap != nil {
		objs = append(objs, m.ConfigMap)
	}
	for _, c := range m.Claims {
		objs = append(objs, c)
	}
	objs = append(objs, m.Service, m.Job)
	var buf bytes.Buffer
	for i, o := range objs {
		data, err := yaml.Marshal(o)
		if err != nil {
			return nil, fmt.Errorf("rendering the Kubernetes manifests: %w", err)
		}
		if i > 0 {
			buf.WriteString("---\n")
		}
		buf.Write(data)
	}
	return buf.Bytes(), nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
