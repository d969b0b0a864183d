package cli

import (
	"testing"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/slurm"
)

func TestK8sRequest(t *testing.T) {
	var got *k8sOptions
	run := func(o *k8sOptions) error { got = o; return nil }
	err := execCmd(t, newK8sCmd(nil, run), "h100", "--nodes", "4", "--image", "registry.example/lora:1",
		"--namespace", "ml", "--storage-class", "nfs", "--metrics-port", "9400", "-o", "job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := app.K8sRequest{NodesRequest: app.NodesRequest{UpRequest: app.UpRequest{Profile: "h100", Flags: runspec.Flags{MetricsPort: port(9400)}},
		Nodes: 4, Image: "registry.example/lora:1"}, Namespace: "ml", StorageClass: "nfs"}
	wantEqual(t, got.Req, want)
	if got.Output != "job.yaml" {
		t.Errorf("output = %q", got.Output)
	}
	ran := false
	run = func(*k8sOptions) error { ran = true; return nil }
	wantUsage(t, execCmd(t, newK8sCmd(nil, run), "h100", "--nodes", "4", "--namespace", "Not_A_Name"), ran)
	wantUsage(t, execCmd(t, newK8sCmd(nil, run), "h100", "--nodes", "1"), ran)
}

func TestSlurmRequest(t *testing.T) {
	var got *slurmOptions
	run := func(o *slurmOptions) error { got = o; return nil }
	err := execCmd(t, newSlurmCmd(nil, run), "cpu", "--nodes", "2", "--container", "docker", "--partition", "gpu", "--time", "04:00:00")
	if err != nil {
		t.Fatal(err)
	}
	wantEqual(t, got.Req, app.NodesRequest{UpRequest: app.UpRequest{Profile: "cpu"}, Nodes: 2})
	wantEqual(t, got.Opts, slurm.Options{Partition: "gpu", Time: "04:00:00", Container: slurm.Docker})
	ran := false
	run = func(*slurmOptions) error { ran = true; return nil }
	wantUsage(t, execCmd(t, newSlurmCmd(nil, run), "cpu", "--nodes", "2", "--container", "podman"), ran)
}

func TestVersionRequest(t *testing.T) {
	var got *versionOptions
	run := func(o *versionOptions) error { got = o; return nil }
	if err := execCmd(t, newVersionCmd(nil, run), "--json"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, versionOptions{JSON: true})
}
