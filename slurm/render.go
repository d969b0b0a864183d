// Package slurm renders one profile's run spec as an sbatch script for a
// multi-node run: one srun task per node, the trainer under torchrun with
// its rendezvous on the allocation's first node (scontrol show hostnames
// "$SLURM_JOB_NODELIST" | head -n1), so no rank is set by hand. Each task
// starts the image with pyxis/enroot (srun --container-image, c10d
// rendezvous) or, on clusters without pyxis, with the node's Docker engine
// (docker run, the node rank from SLURM_PROCID). Render does no I/O.
package slurm

import (
	"bytes"
	"maps"
	"slices"
	"strconv"
	"strings"
	"text/template"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/shell"
	"github.com/spkit-dev/spkit/runspec"
)

// Options shape the script.
type Options struct {
	Nodes int
	Iface string
	// Image replaces the spec's image: a reference enroot can import.
	Image string
	// Partition and Time are #SBATCH --partition and --time ("" : the
	// cluster's defaults).
	Partition, Time string
	// Container is how each node starts the image: Pyxis ("" too) or
	// Docker.
	Container string
}

// The ways a script starts the image on each node.
const (
	// Pyxis is srun --container-image (NVIDIA's pyxis SPANK plugin with
	// enroot): the default, what NVIDIA's clusters run.
	Pyxis = "pyxis"
	// Docker is `docker run` in each srun task, on the node's Docker
	// engine: for clusters without pyxis. The image must be in every
	// node's engine or pullable by it.
	Docker = "docker"
)

// Render returns the sbatch script for spec. Every value in it is checked
// (Options.Check) and quoted by internal/shell: only the script's own
// variables expand.
func Render(spec *runspec.Spec, o Options) ([]byte, error) {
	if err := check(spec, o); err != nil {
		return nil, err
	}
	gpus := 0
	if spec.GPU != nil {
		gpus = max(spec.GPU.Count, 1)
	}
	launch := dist.Launch{Nodes: o.Nodes, ProcsPerNode: strconv.Itoa(max(gpus, 1)), MasterAddr: "${MASTER_ADDR}", RdzvID: "${SLURM_JOB_ID}"}
	if o.Container == Docker {
		// The static rendezvous: node 0 hosts it, each task's rank is its
		// SLURM_PROCID (the task program sets PET_NODE_RANK).
		launch.RdzvID = ""
	}
	argv := append(append([]string{}, spec.Entrypoint...), launch.Argv(spec.Command)...)
	envs, err := env(spec, o.Iface)
	if err != nil {
		return nil, err
	}
	d := &data{
		Job: spec.Project + "-" + spec.Profile, Nodes: o.Nodes, GPUs: gpus, Partition: o.Partition, Time: o.Time,
		Workdir: shell.Quote(spec.Cwd), Env: envs, Profile: spec.Profile,
	}
	if err := d.start(spec, o, argv); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := script.Execute(&buf, d); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func check(spec *runspec.Spec, o Options) error {
	if err := dist.CheckNodes(o.Nodes); err != nil {
		return err
	}
	if err := o.Check(); err != nil {
		return err
	}
	if m := spec.Metrics; m != nil {
		return dist.CheckMetricsPort(m.Port)
	}
	return nil
}

// start fills in how each task starts the image and the command: pyxis
// takes the whole argv; docker run's --entrypoint replaces the image's
// (spec.Entrypoint in spkit's images; any image may be given), so the
// words after the image are its arguments.
func (d *data) start(spec *runspec.Spec, o Options, argv []string) error {
	image := spec.Image
	if o.Image != "" {
		image = o.Image
	}
	trainer := len(argv) - len(spec.Command)
	if o.Container != Docker {
		d.Image, d.Command = shell.Quote(Enroot(image)), shellArgv(argv, trainer)
		var err error
		d.Mounts, err = mounts(spec)
		return err
	}
	d.Image, d.Command = shell.Quote(image), shellArgv(argv[1:], trainer-1)
	var err error
	d.Docker, err = dockerArgs(spec, d.Env, d.GPUs > 0)
	return err
}

type data struct {
	Job, Partition, Time, Image, Workdir, Command, Profile string
	Nodes, GPUs                                            int
	Env                                                    [][2]string
	// Mounts is pyxis's --container-mounts word; Docker the task program
	// and the docker run options of the Docker script.
	Mounts string
	Docker *docker
}

// Enroot writes a registry reference the way pyxis/enroot name them:
// REGISTRY#PATH:TAG ("nvcr.io#nvidia/pytorch:25.09-py3"); a Docker Hub
// reference stays as it is.
func Enroot(ref string) string {
	first, rest, ok := strings.Cut(ref, "/")
	if ok && (strings.ContainsAny(first, ".:") || first == "localhost") {
		return first + "#" + rest
	}
	return ref
}

func env(spec *runspec.Spec, iface string) ([][2]string, error) {
	all := maps.Clone(spec.Env)
	// Slurm's GPU binding (--gpus-per-node) sets CUDA_VISIBLE_DEVICES; "all"
	// from the spec would widen it.
	delete(all, "NVIDIA_VISIBLE_DEVICES")
	for _, kv := range spec.ImageEnv.Overrides() {
		all[kv.Key] = kv.Value
	}
	// Metrics: the address alone. pyxis containers share the node's
	// network, so each node's task listens on the port on every interface
	// of its node; there is nothing to publish.
	for _, kv := range spec.RunEnv.Encode() {
		all[kv.Key] = kv.Value
	}
	maps.Copy(all, dist.Env(iface))
	var out [][2]string
	for _, k := range slices.Sorted(maps.Keys(all)) {
		if err := envcheck.Name(k); err != nil {
			return nil, errdefs.Configf(envcheck.NameHint, "env: %v", err)
		}
		out = append(out, [2]string{k, shell.Quote(all[k])})
	}
	return out, nil
}

// mounts are pyxis --container-mounts, against the submit directory: one
// shell word in which ${REPO} and ${HF_CACHE} expand.
func mounts(spec *runspec.Spec) (string, error) {
	var out []string
	for _, m := range spec.Mounts {
		src := "${REPO}/" + strings.TrimPrefix(m.Source, "./")
		if m.Kind == runspec.NamedVolume {
			src = "${HF_CACHE}"
		} else if err := checkMount(m.Source, m.Target); err != nil {
			return "", err
		}
		s := src + ":" + m.Target
		if m.ReadOnly {
			s += ":ro"
		}
		out = append(out, s)
	}
	return shell.Expand(strings.Join(out, ","), "REPO", "HF_CACHE"), nil
}

// shellArgv quotes argv for the script: in the launcher's first words
// ${MASTER_ADDR} and ${SLURM_JOB_ID} expand; the trainer's own command
// (from index trainer on) is taken literally.
func shellArgv(argv []string, trainer int) string {
	out := make([]string, len(argv))
	for i, a := range argv {
		if i < trainer {
			out[i] = shell.Expand(a, "MASTER_ADDR", "SLURM_JOB_ID")
		} else {
			out[i] = shell.Quote(a)
		}
	}
	return strings.Join(out, " ")
}

var script = template.Must(template.New("sbatch").Parse(`#!/bin/bash
{{- if .Docker}}
# Generated by spkit for profile {{.Profile}}: {{.Nodes}} nodes, one torchrun agent
# each, in a container each srun task starts with its node's Docker engine
# (no pyxis needed). Submit from the repository:
{{- else}}
# Generated by spkit for profile {{.Profile}}: {{.Nodes}} nodes, one torchrun agent
# each, in pyxis/enroot containers. Submit from the repository:
{{- end}}
#   sbatch {{.Job}}.sbatch
#SBATCH --job-name={{.Job}}
#SBATCH --nodes={{.Nodes}}
#SBATCH --ntasks-per-node=1
{{- if .GPUs}}
#SBATCH --gpus-per-node={{.GPUs}}
{{- end}}
{{- if .Partition}}
#SBATCH --partition={{.Partition}}
{{- end}}
{{- if .Time}}
#SBATCH --time={{.Time}}
{{- end}}
#SBATCH --output=%x-%j.out
set -euo pipefail
{{if .Docker}}
# The image every node's Docker engine runs (it must be in each engine or
# pullable by it): set IMAGE to run another.
{{- else}}
# The image every node imports (enroot REGISTRY#PATH:TAG, or a .sqsh file):
# set IMAGE to import another.
{{- end}}
DEFAULT_IMAGE={{.Image}}
IMAGE="${IMAGE:-${DEFAULT_IMAGE}}"
REPO="${REPO:-${SLURM_SUBMIT_DIR}}"
HF_CACHE="${HF_CACHE:-${HOME}/.cache/huggingface}"
mkdir -p "${REPO}/output" "${HF_CACHE}"
{{if .Docker}}
# Rendezvous on the allocation's first node, node rank 0; each task's node
# rank is its SLURM_PROCID.
{{- else}}
# Rendezvous on the allocation's first node; c10d assigns the ranks.
{{- end}}
MASTER_ADDR="$(scontrol show hostnames "${SLURM_JOB_NODELIST}" | head -n1)"
export MASTER_ADDR
{{range .Env}}export {{index . 0}}={{index . 1}}
{{end}}
{{- if .Docker}}
# Each task runs its container in the foreground as the submitting user:
# docker run forwards scancel's SIGTERM to spkit run (the guard, PID 1),
# and the container's exit code is the task's, srun's and the job's.
srun {{.Docker.Program}} spkit-task \
{{- range .Docker.Args}}
  {{.}} \
{{- end}}
  "${IMAGE}" \
  {{.Command}}
{{- else}}
srun --ntasks-per-node=1 \
  --container-image="${IMAGE}" \
  --container-mounts={{.Mounts}} \
  --container-workdir={{.Workdir}} \
  --no-container-mount-home \
  {{.Command}}
{{- end}}
`))
