package app

import (
	"github.com/spkit-dev/spkit/k8s"
	"github.com/spkit-dev/spkit/slurm"
)

// K8sRequest renders Kubernetes manifests for one profile.
type K8sRequest struct {
	NodesRequest
	Namespace, StorageClass string
}

// K8s returns the profile's Kubernetes manifests and the notes on what
// they leave to the cluster.
func K8s(d *Deps, req K8sRequest) ([]byte, []string, error) {
	nr := req.NodesRequest
	nr.renderOnly = true // the manifests carry the trainer config: nothing to write
	prep, err := prepareNodes(d, nr)
	if err != nil {
		return nil, nil, err
	}
	m, err := k8s.Render(prep.Specs[0], k8s.Options{Nodes: req.Nodes, Iface: req.Iface, Image: req.Image,
		Namespace: req.Namespace, StorageClass: req.StorageClass, TrainConfig: prep.TrainConfigs[req.Profile]})
	if err != nil {
		return nil, nil, err
	}
	data, err := k8s.Marshal(m)
	return data, m.Notes, err
}

// Slurm returns the profile's sbatch script.
func Slurm(d *Deps, req NodesRequest, o slurm.Options) ([]byte, error) {
	prep, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	o.Nodes, o.Iface, o.Image = req.Nodes, req.Iface, req.Image
	return slurm.Render(prep.Specs[0], o)
}
