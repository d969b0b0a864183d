package slurm

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runspec"
)

// Issue #31 item 1: values that would run a command if a script took them
// as code. "pwned" is a stub on PATH that leaves a mark when anything runs
// it.
var hostile = []string{
	"a\npwned", "$(pwned)", "`pwned`", "'; pwned; '", `"; pwned; "`, `\"; pwned; \"`,
	"${IFS}$(pwned)", "x;pwned", "x|pwned", "x&&pwned", "x\r\npwned\r\n", "${MASTER_ADDR}$(pwned)",
	"}; pwned; {", "$((1+1))", "$HOME", "~", "*", "#", "x y", "'", `"`, `\`, "é",
}

// stubs are the script's commands: each logs its name; srun also records
// its arguments and environment.
var stubs = map[string]string{
	// pyxis: srun's own arguments are the record; Docker: srun runs its
	// task (bash -c PROGRAM ...) as task 1, and docker's are the record.
	"srun":     `echo srun >>"$LOG"; if [ "$1" = bash ]; then SLURM_PROCID=1 exec "$@"; fi; ` + record,
	"docker":   `echo docker >>"$LOG"; ` + record,
	"id":       `echo id >>"$LOG"; echo 1234`,
	"scontrol": `echo scontrol >>"$LOG"; echo node-0`,
	"head":     `echo head >>"$LOG"; IFS= read -r l; echo "$l"`,
	"mkdir":    `echo mkdir >>"$LOG"`,
	"pwned":    `echo pwned >>"$LOG"; echo pwned >"$OUT/PWNED"`,
}

// record saves a stub's arguments and environment.
const record = `printf '%s\0' "$@" >"$OUT/args"; for k in $(compgen -e); do printf '%s=%s\0' "$k" "${!k}"; done >"$OUT/env"`

// runScript runs script under bash with only the stubs on PATH and returns
// the commands it ran, srun's arguments and srun's environment.
func runScript(t *testing.T, script []byte) (ran []string, args []string, env map[string]string) {
	t.Helper()
	dir := t.TempDir()
	bin, out := filepath.Join(dir, "bin"), filepath.Join(dir, "out")
	for _, d := range []string{bin, out} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range stubs {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/bash\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("/bin/bash", filepath.Join(bin, "bash")); err != nil { // srun's task
		t.Fatal(err)
	}
	path := filepath.Join(dir, "job.sbatch")
	if err := os.WriteFile(path, script, 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command("bash", "-n", path).CombinedOutput(); err != nil {
		t.Fatalf("bash -n: %v\n%s", err, msg)
	}
	log := filepath.Join(out, "log")
	cmd := exec.Command("/bin/bash", path)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + bin, "HOME=" + dir, "LOG=" + log, "OUT=" + out,
		"SLURM_SUBMIT_DIR=" + dir, "SLURM_JOB_NODELIST=node-[0-1]", "SLURM_JOB_ID=42"}
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the script failed: %v\n%s\n%s", err, msg, script)
	}
	logged, _ := os.ReadFile(log)
	ran = strings.Fields(string(logged))
	rawArgs, _ := os.ReadFile(filepath.Join(out, "args"))
	args = strings.Split(strings.TrimSuffix(string(rawArgs), "\x00"), "\x00")
	rawEnv, _ := os.ReadFile(filepath.Join(out, "env"))
	env = map[string]string{}
	for kv := range strings.SplitSeq(strings.TrimSuffix(string(rawEnv), "\x00"), "\x00") {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	return ran, args, env
}

// field puts a hostile value into one place of the spec or the options and
// says what srun must then receive.
type field struct {
	name string
	set  func(s *runspec.Spec, o *Options, v string)
	// check reports what srun received that it should not have.
	check func(t *testing.T, v string, args []string, env map[string]string)
}

func argWithPrefix(args []string, prefix string) string {
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, prefix); ok {
			return v
		}
	}
	return "(missing)"
}

var fields = []field{
	{"image", func(_ *runspec.Spec, o *Options, v string) { o.Image = "reg.example/x:1" + v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got, want := argWithPrefix(args, "--container-image="), Enroot("reg.example/x:1"+v); got != want {
				t.Errorf("image %q arrived as %q", want, got)
			}
		}},
	{"iface", func(_ *runspec.Spec, o *Options, v string) { o.Iface = "ib0" + v },
		func(t *testing.T, v string, _ []string, env map[string]string) {
			if got := env["NCCL_SOCKET_IFNAME"]; got != "ib0"+v {
				t.Errorf("NCCL_SOCKET_IFNAME arrived as %q", got)
			}
		}},
	{"env value", func(s *runspec.Spec, _ *Options, v string) { s.Env["MSG"] = v },
		func(t *testing.T, v string, _ []string, env map[string]string) {
			if got := env["MSG"]; got != v {
				t.Errorf("MSG arrived as %q", got)
			}
		}},
	{"workdir", func(s *runspec.Spec, _ *Options, v string) { s.Workdir, s.Cwd = "/app"+v, "/app"+v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got := argWithPrefix(args, "--container-workdir="); got != "/app"+v {
				t.Errorf("workdir arrived as %q", got)
			}
		}},
	{"data mount", func(s *runspec.Spec, _ *Options, v string) { s.Mounts[0].Source = "./data" + v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got := argWithPrefix(args, "--container-mounts="); !strings.Contains(got, "/data"+v+":/app/data:ro,") {
				t.Errorf("mounts arrived as %q", got)
			}
		}},
	{"command", func(s *runspec.Spec, _ *Options, v string) { s.Command = append(s.Command, "--note", v) },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got := args[len(args)-2:]; !slices.Equal(got, []string{"--note", v}) {
				t.Errorf("the command's last words arrived as %q", got)
			}
		}},
}

func TestScriptRunsNoHostileValue(t *testing.T) {
	for _, profile := range []string{"cpu", "h100"} {
		for _, f := range fields {
			testHostileField(t, profile, f)
		}
	}
}

func testHostileField(t *testing.T, profile string, f field) {
	for _, v := range hostile {
		t.Run(profile+"/"+f.name+"/"+v, func(t *testing.T) {
			s := spec(t, profile)
			o := Options{Nodes: 2, Iface: "ib0", Image: "reg.example/x:1"}
			f.set(s, &o, v)
			script, err := Render(s, o)
			if err != nil {
				t.Fatal(err)
			}
			ran, args, env := runScript(t, script)
			slices.Sort(ran) // scontrol | head: either may log first
			if want := []string{"head", "mkdir", "scontrol", "srun"}; !slices.Equal(ran, want) {
				t.Errorf("the script ran %q, want %q", ran, want)
			}
			f.check(t, v, args, env)
			endpoint := "--rdzv_endpoint=node-0:" + strconv.Itoa(dist.DefaultPort)
			if !slices.Contains(args, endpoint) || !slices.Contains(args, "--rdzv_id=42") {
				t.Errorf("the script's own variables did not expand: %q", args)
			}
		})
	}
}

// The values Check refuses: they go into #SBATCH lines.
func TestCheckRefusesSbatchValues(t *testing.T) {
	for _, o := range []Options{
		{Time: "04:00:00\npwned"}, {Time: "4h"}, {Time: "$(pwned)"}, {Time: "1-"},
		{Partition: "gpu\npwned"}, {Partition: "gpu;pwned"}, {Partition: "a,,b"}, {Partition: "gpu "},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("Check(%+v) passed", o)
		}
		if _, err := Render(spec(t, "cpu"), Options{Nodes: 2, Time: o.Time, Partition: o.Partition}); err == nil {
			t.Errorf("Render took %+v", o)
		}
	}
	for _, o := range []Options{{Time: "30"}, {Time: "04:00:00"}, {Time: "2-12"}, {Time: "1-00:30:00"}, {Partition: "gpu,debug"}, {Partition: "a100_x.8-n"}} {
		if err := o.Check(); err != nil {
			t.Errorf("Check(%+v): %v", o, err)
		}
	}
}

// A mount path with pyxis's separators is refused, not split.
func TestMountSeparatorsRefused(t *testing.T) {
	for _, src := range []string{"./da,ta", "./da:ta"} {
		s := spec(t, "cpu")
		s.Mounts[0].Source = src
		if _, err := Render(s, Options{Nodes: 2}); err == nil {
			t.Errorf("mount %q was rendered", src)
		}
	}
}

// argAfter is the argument after flag (docker run's "--workdir X").
func argAfter(args []string, flag string) string {
	for i, a := range args[:len(args)-1] {
		if a == flag {
			return args[i+1]
		}
	}
	return "(missing)"
}

// The Docker script's task program gets the same values through srun and
// bash -c: each reaches docker run unchanged, and nothing else runs.
var dockerFields = []field{
	{"image", func(_ *runspec.Spec, o *Options, v string) { o.Image = "reg.example/x:1" + v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			// docker run ... IMAGE run -- python3 ...: the entrypoint's arguments follow the image.
			i := slices.Index(args, "python3") - 2
			if i < 1 || args[i] != "run" || args[i-1] != "reg.example/x:1"+v {
				t.Errorf("image %q did not arrive before the command: %q", "reg.example/x:1"+v, args)
			}
		}},
	fields[1], fields[2], // iface, env value: docker run inherits the script's environment
	{"workdir", func(s *runspec.Spec, _ *Options, v string) { s.Workdir, s.Cwd = "/app"+v, "/app"+v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got := argAfter(args, "--workdir"); got != "/app"+v {
				t.Errorf("workdir arrived as %q", got)
			}
		}},
	{"data mount", func(s *runspec.Spec, _ *Options, v string) { s.Mounts[0].Source = "./data" + v },
		func(t *testing.T, v string, args []string, _ map[string]string) {
			if got := argAfter(args, "--volume"); !strings.HasSuffix(got, "/data"+v+":/app/data:ro") {
				t.Errorf("the data mount arrived as %q", got)
			}
		}},
	fields[5], // command
}

func TestDockerScriptRunsNoHostileValue(t *testing.T) {
	for _, profile := range []string{"cpu", "h100"} {
		for _, f := range dockerFields {
			for _, v := range hostile {
				t.Run(profile+"/"+f.name+"/"+v, func(t *testing.T) {
					s := spec(t, profile)
					o := Options{Nodes: 2, Iface: "ib0", Image: "reg.example/x:1", Container: Docker}
					f.set(s, &o, v)
					script, err := Render(s, o)
					if err != nil {
						t.Fatal(err)
					}
					ran, args, env := runScript(t, script)
					slices.Sort(ran)
					if want := []string{"docker", "head", "id", "id", "mkdir", "scontrol", "srun"}; !slices.Equal(ran, want) {
						t.Errorf("the script ran %q, want %q", ran, want)
					}
					f.check(t, v, args, env)
					if !slices.Contains(args, "--master_addr=node-0") || !slices.Contains(args, "PET_NODE_RANK=1") ||
						!slices.Contains(args, "spkit-42-1") || argAfter(args, "--user") != "1234:1234" {
						t.Errorf("the script's and the task's own variables did not expand: %q", args)
					}
				})
			}
		}
	}
}
