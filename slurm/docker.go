package slurm

import (
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/shell"
	"github.com/spkit-dev/spkit/runspec"
)

// docker is what a Docker script's srun runs on each node: a fixed task
// program (bash -c PROGRAM, taking the docker run options as its
// arguments) and those options, each one line of the script.
type docker struct {
	Program string
	Args    []string
}

// taskProgram runs in each srun task, where SLURM_PROCID is the task's
// (the node's) rank: docker run in the foreground, replacing the task's
// shell so that signals reach it. The container's name is unique per job
// and rank; --rm removes it when it exits.
const taskProgram = `exec docker run --rm --name "spkit-${SLURM_JOB_ID}-${SLURM_PROCID}" --env PET_NODE_RANK="${SLURM_PROCID}" "$@"`

// gpuTaskProgram also hands the task's GPUs to the container: Slurm's
// SLURM_STEP_GPUS (or SLURM_JOB_GPUS) are the node's GPU indices that
// --gpus-per-node allocated; without them (a cluster without GPU GRES
// binding) every GPU of the node.
const gpuTaskProgram = `gpus="${SLURM_STEP_GPUS:-${SLURM_JOB_GPUS:-all}}"; ` +
	`if [ "${gpus}" != all ]; then gpus="\"device=${gpus}\""; fi; ` +
	`exec docker run --rm --name "spkit-${SLURM_JOB_ID}-${SLURM_PROCID}" --env PET_NODE_RANK="${SLURM_PROCID}" --gpus "${gpus}" "$@"`

// dockerArgs maps the run spec onto docker run options, as the compose
// renderer maps it onto a service: the entrypoint (spkit, the guard),
// the host's network (the rendezvous and
// NCCL/Gloo on the node's interfaces), the submitting user (files on the
// shared filesystem stay the user's, as with enroot), IPC and /dev/shm,
// ulimits, the stop grace, no new privileges, the workdir, the script's
// exported environment by name, and the mounts against ${REPO} and
// ${HF_CACHE}.
func dockerArgs(spec *runspec.Spec, env [][2]string, gpus bool) (*docker, error) {
	d := &docker{Program: "bash -c " + shell.Quote(taskProgram)}
	if gpus {
		d.Program = "bash -c " + shell.Quote(gpuTaskProgram)
	}
	add := func(words ...string) { d.Args = append(d.Args, strings.Join(words, " ")) }
	add("--network", "host")
	add("--user", `"$(id -u):$(id -g)"`)
	switch {
	case spec.IPC == "host":
		add("--ipc", "host")
	case spec.ShmSize > 0:
		add("--shm-size", strconv.FormatUint(uint64(spec.ShmSize), 10))
	}
	for _, u := range spec.Ulimits {
		v := strconv.FormatInt(u.Value, 10)
		add("--ulimit", shell.Quote(u.Name+"="+v+":"+v))
	}
	if spec.StopSignal != "" {
		add("--stop-signal", shell.Quote(spec.StopSignal))
	}
	if spec.StopGrace > 0 {
		add("--stop-timeout", strconv.Itoa(int(spec.StopGrace.Seconds())))
	}
	if spec.NoNewPrivileges {
		add("--security-opt", "no-new-privileges")
	}
	add("--workdir", shell.Quote(spec.Cwd))
	add("--entrypoint", shell.Quote(spec.Entrypoint[0]))
	for _, kv := range env {
		add("--env", kv[0])
	}
	for _, m := range spec.Mounts {
		src := "${REPO}/" + strings.TrimPrefix(m.Source, "./")
		if m.Kind == runspec.NamedVolume {
			src = "${HF_CACHE}"
		} else if err := checkMount(m.Source, m.Target); err != nil {
			return nil, err
		}
		v := src + ":" + m.Target
		if m.ReadOnly {
			v += ":ro"
		}
		add("--volume", shell.Expand(v, "REPO", "HF_CACHE"))
	}
	return d, nil
}
