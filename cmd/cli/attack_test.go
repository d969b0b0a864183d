package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Issue #12: the regression suite for the attack with ~620 bad inputs,
// items 3 to 10. Each row is a command line and a repository → the exit
// code, a substring of the one line spkit prints on stderr, nothing on
// stdout, and nothing written (the repository is unchanged). "$DIR" in an
// argument is the row's directory (flag paths are relative to the working
// directory, not -C); "$SILENT" is the address of a listener that never
// answers.

func withProfile(body string) map[string]string {
	return map[string]string{"spkit.yaml": badInputYAML, "train.py": "print(1)\n", ".spkit/profiles/p.yaml": body}
}

func host(h string) func(*testing.T) string { return func(*testing.T) string { return h } }

type attackRow struct {
	name  string
	files map[string]string
	setup []setup
	// engine, when set, returns the DOCKER_HOST the row runs against.
	engine func(*testing.T) string
	env    map[string]string
	args   []string
	code   errdefs.Code
	want   string
}

var repo = map[string]string{"spkit.yaml": badInputYAML, "train.py": "print(1)\n"}

var attackRows = []attackRow{
	// 3: reads that never end or block.
	{name: "spkit.yaml is a FIFO", files: map[string]string{"train.py": ""}, setup: []setup{fifo("spkit.yaml")}, args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "spkit.yaml is a named pipe, not a file: replace it with a regular file"},
	{name: "spkit.yaml is /dev/zero", files: map[string]string{"train.py": ""}, setup: []setup{symlink("spkit.yaml", "/dev/zero")}, args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "(to /dev/zero through a symbolic link): spkit reads nothing outside the repository through a link"},
	{name: "spkit.yaml is a directory", setup: []setup{mkdir("spkit.yaml")}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml is a directory, not a file"},
	{name: "spkit.yaml over 4 MiB", setup: []setup{bigFile("spkit.yaml", 5<<20)}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml is larger than 4MiB"},
	{name: "profile file is a FIFO", files: repo, setup: []setup{fifo(".spkit/profiles/p.yaml")}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "p.yaml is a named pipe, not a file"},
	{name: "profile file is /dev/zero", files: repo, setup: []setup{symlink(".spkit/profiles/p.yaml", "/dev/zero")}, args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "p.yaml leads outside"},
	{name: "profile file is a directory", files: repo, setup: []setup{mkdir(".spkit/profiles/p.yaml")}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "p.yaml is a directory, not a file"},
	{name: "trainer config is a FIFO", files: withYAML("  config: cfg.yaml\n"), setup: []setup{fifo("cfg.yaml")}, args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "cfg.yaml is a named pipe, not a file"},
	{name: "probe: trainer config is a FIFO", files: withYAML("  config: cfg.yaml\n"), setup: []setup{fifo("cfg.yaml")}, args: []string{"probe", "cpu", "--local"},
		code: errdefs.Config, want: "cfg.yaml is a named pipe, not a file"},
	{name: "probe: trainer config is /dev/zero", files: withYAML("  config: cfg.yaml\n"), setup: []setup{symlink("cfg.yaml", "/dev/zero")}, args: []string{"probe", "cpu", "--local"},
		code: errdefs.Config, want: "cfg.yaml is a device, not a file"},
	{name: "requirements is a FIFO", files: withYAML("requirements: req.txt\n"), setup: []setup{fifo("req.txt")}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "requirements req.txt is a named pipe, not a file"},

	// 4: an engine that accepts and never answers.
	{name: "silent engine: ps", files: repo, engine: silentEngine, args: []string{"ps"}, code: errdefs.Environment, want: "did not answer within 1s"},
	{name: "silent engine: down", files: repo, engine: silentEngine, args: []string{"down"}, code: errdefs.Environment, want: "did not answer within 1s"},
	{name: "silent engine: logs", files: repo, engine: silentEngine, args: []string{"logs", "cpu"}, code: errdefs.Environment, want: "did not answer within 1s"},
	{name: "silent engine: logs -f", files: repo, engine: silentEngine, args: []string{"logs", "-f", "cpu"}, code: errdefs.Environment, want: "did not answer within 1s"},
	{name: "silent engine: build", files: repo, engine: silentEngine, args: []string{"build", "--profile", "cpu"}, code: errdefs.Environment, want: "did not answer within 1s"},
	{name: "silent buildkitd", files: repo, args: []string{"build", "--profile", "cpu", "--builder", "$SILENT"}, code: errdefs.Environment, want: "does not answer: check that buildkitd runs there"},
	{name: "silent engine: up", files: repo, engine: silentEngine, args: []string{"up", "cpu"}, code: errdefs.Environment, want: "did not answer within 1s"},

	// 6: engines that are missing, not Docker, or badly named.
	{name: "no socket: ps", files: repo, engine: host("unix:///nonexistent/docker.sock"), args: []string{"ps"}, code: errdefs.Environment, want: "does not answer: start it"},
	{name: "no socket: logs", files: repo, engine: host("unix:///nonexistent/docker.sock"), args: []string{"logs", "cpu"}, code: errdefs.Environment, want: "does not answer"},
	{name: "no socket: down", files: repo, engine: host("unix:///nonexistent/docker.sock"), args: []string{"down"}, code: errdefs.Environment, want: "does not answer"},
	{name: "not Docker: ps", files: repo, engine: notDockerEngine, args: []string{"ps"}, code: errdefs.Environment, want: "does not speak the Docker API"},
	{name: "not Docker: down", files: repo, engine: notDockerEngine, args: []string{"down"}, code: errdefs.Environment, want: "does not speak the Docker API"},
	{name: "bogus DOCKER_HOST", files: repo, engine: host("bogus://x"), args: []string{"ps"}, code: errdefs.Environment, want: "DOCKER_HOST=bogus://x is not a usable Docker engine address"},
	{name: "bogus DOCKER_CONTEXT", files: repo, engine: host(""), env: map[string]string{"DOCKER_CONTEXT": "no-such-context"}, args: []string{"logs", "cpu"},
		code: errdefs.Environment, want: "DOCKER_CONTEXT=no-such-context is not a usable docker context"},

	// 5 and 9: env the outputs cannot hold, or disagree on.
	{name: "newline in env (compose)", files: withYAML("env:\n  MSG: \"a\\nRUN x\"\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "spkit.yaml:6:3: env: MSG: the value holds a newline"},
	{name: "newline in env (dockerfile)", files: withYAML("env:\n  MSG: \"a\\nRUN x\"\n"), args: []string{"dockerfile", "--profile", "cpu"},
		code: errdefs.Config, want: "spkit.yaml:6:3: env: MSG: the value holds a newline"},
	{name: "NUL in profile env", files: withProfile("name: mine\nextends: cpu\nenv:\n  MSG: \"a\\0b\"\n"), args: []string{"compose", "mine"},
		code: errdefs.Config, want: "p.yaml:4: env: MSG: the value holds a NUL character"},
	{name: "env name 1BAD in a profile (compose)", files: withProfile("name: mine\nextends: cpu\nenv:\n  1BAD: x\n"), args: []string{"compose", "mine"},
		code: errdefs.Config, want: `p.yaml:4: env: "1BAD" is not a valid variable name`},
	{name: "env name 1BAD in a profile (dockerfile)", files: withProfile("name: mine\nextends: cpu\nenv:\n  1BAD: x\n"), args: []string{"dockerfile", "--profile", "mine"},
		code: errdefs.Config, want: `p.yaml:4: env: "1BAD" is not a valid variable name`},
	{name: "HF_TOKEN in spkit.yaml (compose)", files: withYAML("env:\n  HF_TOKEN: hf_x\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "env: HF_TOKEN looks like a secret"},
	{name: "HF_TOKEN in a profile", files: withProfile("name: mine\nextends: cpu\nenv:\n  HF_TOKEN: hf_x\n"), args: []string{"compose", "mine"},
		code: errdefs.Config, want: "HF_TOKEN looks like a secret"},
	{name: "override set twice", files: withYAML("profiles:\n  cpu:\n    trainer_overrides: {\"a.b\": 1, a: {b: 2}}\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: `trainer_overrides "a": {"b"} and "a.b" both set a.b`},
	{name: "override with an empty part", files: withYAML("profiles:\n  cpu:\n    trainer_overrides: {\"a..b\": 1}\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: `key "a..b" has an empty part`},
	{name: "override set twice in a profile", files: withProfile("name: mine\nextends: cpu\ntrainer_overrides: {\"a.b\": 1, a: {b: 2}}\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "both set a.b"},
	{name: "second document in a profile", files: withProfile("name: mine\nextends: cpu\n---\nname: other\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "p.yaml:3: the file holds more than one YAML document"},

	// 7: flags only BuildKit used to check.
	{name: "--tag not a reference", files: repo, args: []string{"build", "--profile", "cpu", "--tag", "NOT VALID!!"}, code: errdefs.Usage, want: `--tag "NOT VALID!!" is not an image reference`},
	{name: "--tag latest", files: repo, args: []string{"build", "--profile", "cpu", "--tag", "latest"}, code: errdefs.Usage, want: "so it would be :latest"},
	{name: "--tag :latest", files: repo, args: []string{"build", "--profile", "cpu", "--tag", "lora:latest"}, code: errdefs.Usage, want: "uses the tag latest"},
	{name: "--base-image not a reference", files: repo, args: []string{"build", "--profile", "cpu", "--base-image", "not a ref"}, code: errdefs.Usage, want: `--base-image "not a ref" is not an image reference`},
	{name: "up --base-image not a reference", files: repo, args: []string{"up", "cpu", "--base-image", "not a ref"}, code: errdefs.Usage, want: `--base-image "not a ref" is not an image reference`},
	{name: "--cache-to registry without ref", files: repo, args: []string{"build", "--profile", "cpu", "--cache-to", "type=registry"}, code: errdefs.Usage, want: "--cache-to type=registry needs ref="},
	{name: "--secret src is a directory", files: repo, setup: []setup{mkdir("secrets")}, args: []string{"build", "--profile", "cpu", "--secret", "id=hf_token,src=$DIR/secrets"},
		code: errdefs.Usage, want: "secrets is a directory, not a file"},
	{name: "--secret env unset", files: repo, args: []string{"build", "--profile", "cpu", "--secret", "id=hf_token,env=SPKIT_ATTACK_UNSET"}, code: errdefs.Usage, want: "SPKIT_ATTACK_UNSET is not set"},
	{name: "--platform ,", files: repo, args: []string{"build", "--profile", "cpu", "--platform", ","}, code: errdefs.Usage, want: `--platform "," names no platform`},
	{name: "--build-arg bad name", files: repo, args: []string{"build", "--profile", "cpu", "--build-arg", "1X=2"}, code: errdefs.Usage, want: `"1X" is not a valid name`},
	{name: "smoke not a reference", args: []string{"smoke", "NOT A REF"}, code: errdefs.Usage, want: `IMAGE "NOT A REF" is not an image reference`},
	{name: "logs --tail -5", files: repo, args: []string{"logs", "cpu", "--tail", "-5"}, code: errdefs.Usage, want: `--tail "-5" is not a line count`},

	// 8: half-written state.
	{name: "compose -o into a missing directory", files: repo, args: []string{"compose", "cpu", "-o", "$DIR/newdir/compose.yaml"},
		code: errdefs.Usage, want: "/newdir does not exist: create it first"},
	{name: "compose -o onto a read-only file", files: map[string]string{"spkit.yaml": badInputYAML, "train.py": "", "ro.yaml": "keep\n"}, setup: []setup{chmod("ro.yaml", 0o444)},
		args: []string{"compose", "cpu", "-o", "$DIR/ro.yaml"}, code: errdefs.Usage, want: "ro.yaml is read-only"},
	{name: "init that cannot write .gitignore writes nothing", files: map[string]string{"train.py": "", "requirements.txt": "", ".gitignore": "x\n"}, setup: []setup{chmod(".gitignore", 0o444)},
		args: []string{"init", "--command", "python train.py", "--output", "output"}, code: errdefs.Environment, want: ".gitignore is read-only"},

	// 10: messages that misled.
	{name: "profile extends itself", files: withProfile("name: loopy\nextends: loopy\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "profile loopy ("},
	{name: "empty profile file", files: withProfile(""), args: []string{"profiles", "list"}, code: errdefs.Config, want: "p.yaml: the file is empty"},
	{name: "size too large", files: withYAML("profiles:\n  cpu:\n    max_used: 1e99GB\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: `max_used: size "1e99GB" is too large`},

	// spkit report: a memory log that never ends, is not one, or a plot
	// that cannot be written (nothing printed, nothing written).
	{name: "report of a FIFO", setup: []setup{fifo("mem.jsonl")}, args: []string{"report", "$DIR/mem.jsonl"},
		code: errdefs.Failure, want: "mem.jsonl is a named pipe, not a file: give the path of a memory log"},
	{name: "report of /dev/zero", setup: []setup{symlink("mem.jsonl", "/dev/zero")}, args: []string{"report", "$DIR/mem.jsonl"},
		code: errdefs.Failure, want: "mem.jsonl is a device, not a file"},
	{name: "report of a JSON file that is no memory log", files: map[string]string{"mem.jsonl": "{\"a\": 1}\n"}, args: []string{"report", "$DIR/mem.jsonl"},
		code: errdefs.Failure, want: "line 1 is not a memory log line"},
	{name: "report -o into a missing directory", files: map[string]string{"mem.jsonl": memoryLogLine}, args: []string{"report", "$DIR/mem.jsonl", "-o", "$DIR/no/plot.png"},
		code: errdefs.Usage, want: "cannot write "},
	{name: "report -o over a read-only file", files: map[string]string{"mem.jsonl": memoryLogLine, "plot.svg": "old"}, setup: []setup{chmod("plot.svg", 0o444)},
		args: []string{"report", "$DIR/mem.jsonl", "-o", "$DIR/plot.svg"}, code: errdefs.Usage, want: "plot.svg is read-only"},
	{name: "run --memory-log into a FIFO", setup: []setup{fifo("mem.jsonl")}, args: []string{"run", "--memory-log", "$DIR/mem.jsonl", "--", "true"},
		code: errdefs.Usage, want: "mem.jsonl is a named pipe, not a file: give the path of a file (or /dev/null to keep no log)"},
	{name: "top following a FIFO", setup: []setup{fifo("mem.jsonl")}, args: []string{"top", "--log", "$DIR/mem.jsonl", "--interval", "1s"},
		code: errdefs.Failure, want: "mem.jsonl is a named pipe, not a file: give the path of a memory log"},
	{name: "top following a directory", setup: []setup{mkdir("logs")}, args: []string{"top", "--log", "$DIR/logs", "--interval", "1s"},
		code: errdefs.Failure, want: "logs is a directory, not a file"},
}

// memoryLogLine is one sample line of a memory log (docs/run.md).
const memoryLogLine = `{"event":"sample","time":"2026-11-24T01:00:00Z","mem_total":25276026880,"mem_available":24596090880,"mem_used":679936000}` + "\n"

func TestAttackIssue12(t *testing.T) {
	shortPing(t)
	for _, tc := range attackRows {
		t.Run(tc.name, func(t *testing.T) { runAttackRow(t, tc) })
	}
}

// runAttackRow runs one row and checks its exit code, its one line on
// stderr, an empty stdout and an unchanged directory.
func runAttackRow(t *testing.T, tc attackRow) {
	t.Helper()
	dir := t.TempDir()
	for name, body := range tc.files {
		mkParent(t, dir, name)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range tc.setup {
		s(t, dir)
	}
	t.Setenv("DOCKER_HOST", "")
	t.Setenv("DOCKER_CONTEXT", "")
	if tc.engine != nil {
		t.Setenv("DOCKER_HOST", tc.engine(t))
	}
	for k, v := range tc.env {
		t.Setenv(k, v)
	}
	before := snapshot(t, dir)
	start := time.Now()
	args := make([]string, len(tc.args))
	for i, a := range tc.args {
		args[i] = strings.ReplaceAll(a, "$DIR", dir) // paths relative to the working directory
		if a == "$SILENT" {
			args[i] = silentEngine(t)
		}
	}
	code, stdout, stderr := runAttack(t, dir, args, tc.engine != nil, 30*time.Second)
	if took := time.Since(start); took > 15*time.Second {
		t.Errorf("took %s", took)
	}
	if code != int(tc.code) {
		t.Errorf("exit code %d, want %d (stderr %q)", code, tc.code, stderr)
	}
	if !strings.Contains(stderr, tc.want) || !strings.HasPrefix(stderr, "spkit: ") {
		t.Errorf("stderr %q does not contain %q", stderr, tc.want)
	}
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
		t.Errorf("stderr is not exactly one line: %q", stderr)
	}
	if stdout != "" {
		t.Errorf("stdout is not empty: %q", stdout)
	}
	if after := snapshot(t, dir); !reflect.DeepEqual(before, after) {
		t.Errorf("the directory changed:\nbefore %q\nafter  %q", before, after)
	}
}

// Issue #31: attack round 2. Each row is a defect the attack found, run
// like issue #12's rows (runAttackRow): the exit code, one line on stderr,
// nothing on stdout, nothing written.
var attack31Rows = []attackRow{
	// 1: values that reached the sbatch script as code.
	{name: "1: slurm --time with a newline", files: repo, args: []string{"slurm", "cpu", "--nodes", "2", "--image", "reg.example/x:1", "--time", "04:00:00\ntouch /tmp/PWN"},
		code: errdefs.Usage, want: `--time "04:00:00\ntouch /tmp/PWN" is not a Slurm time limit`},
	{name: "1: slurm --partition with a newline", files: repo, args: []string{"slurm", "cpu", "--nodes", "2", "--partition", "gpu\ntouch /tmp/PWN"},
		code: errdefs.Usage, want: `--partition "gpu\ntouch /tmp/PWN" is not a Slurm partition name`},
	{name: "1: slurm --image with $()", files: repo, args: []string{"slurm", "cpu", "--nodes", "2", "--image", "x:1$(touch /tmp/PWN)"},
		code: errdefs.Usage, want: `--image "x:1$(touch /tmp/PWN)" is not an image reference`},
	{name: "1: slurm --iface with a backtick", files: repo, args: []string{"slurm", "cpu", "--nodes", "2", "--iface", "ib0`touch /tmp/PWN`"},
		code: errdefs.Usage, want: "is not an interface name"},
	{name: "1: k8s --image with a newline", files: repo, args: []string{"k8s", "cpu", "--nodes", "2", "--image", "x:1\ny"},
		code: errdefs.Usage, want: "is not an image reference"},

	// 7: node counts that used to mean one node, with exit 0.
	{name: "7: compose --nodes 0", files: repo, args: []string{"compose", "cpu", "--nodes", "0"}, code: errdefs.Usage, want: "--nodes 0 is out of range"},
	{name: "7: compose --nodes -1", files: repo, args: []string{"compose", "cpu", "--nodes=-1"}, code: errdefs.Usage, want: "--nodes -1 is out of range"},
	{name: "7: up --nodes 0", files: repo, args: []string{"up", "cpu", "--nodes", "0"}, code: errdefs.Usage, want: "--nodes 0 is out of range"},
	{name: "7: down --nodes 0", files: repo, args: []string{"down", "cpu", "--nodes", "0"}, code: errdefs.Usage, want: "--nodes 0 is out of range"},

	// 5 and 6: probe trusting what it did not see, or writing what it could not.
	{name: "6: probe --param MAX past int32", files: probeRepo(""), args: []string{"probe", "cpu", "--local", "--param", "batch_size=1..9223372036854775807"},
		code: errdefs.Usage, want: "MAX is above 2147483647"},
	{name: "6: probe --apply on a read-only spkit.yaml", files: probeRepo(""), setup: []setup{chmod("spkit.yaml", 0o444)},
		args: []string{"probe", "cpu", "--local", "--apply", "--ceiling", "1GB"}, code: errdefs.Usage, want: "spkit.yaml is read-only"},
	{name: "5: probe --apply into an aliased mapping", files: probeRepo("profiles:\n  rtx4090: {trainer_overrides: &ov {batch_size: 2}}\n  cpu: {trainer_overrides: *ov}\n"),
		args: []string{"probe", "cpu", "--local", "--apply", "--ceiling", "1GB"}, code: errdefs.Config,
		want: "--apply cannot write the best values: spkit.yaml:8: profiles.cpu.trainer_overrides is an alias (*ov) of the mapping at line 7"},
	{name: "6: probe with no engine", files: probeRepo(""), engine: host("unix:///nonexistent/docker.sock"), args: []string{"probe", "cpu", "--ceiling", "1GB"},
		code: errdefs.Environment, want: "does not answer"},

	// 11: names Kubernetes would refuse, or a shell would run.
	{name: "11: k8s --namespace Bad_NS;id", files: repo, args: []string{"k8s", "cpu", "--nodes", "2", "--image", "reg.example/x:1", "--namespace", "Bad_NS;id"},
		code: errdefs.Usage, want: `--namespace "Bad_NS;id" is not a Kubernetes namespace name`},
	{name: "11: k8s --storage-class with a space", files: repo, args: []string{"k8s", "cpu", "--nodes", "2", "--image", "reg.example/x:1", "--storage-class", "fast ssd"},
		code: errdefs.Usage, want: `--storage-class "fast ssd" is not a Kubernetes storage class name`},

	// 7: top --once said all was well with nothing to show.
	{name: "7: top --once with no engine and no log", files: repo, engine: host("unix:///nonexistent/docker.sock"), args: []string{"top", "--once"},
		code: errdefs.Environment, want: "no running trainer found (the Docker engine:"},

	// 12: logs that cannot be true.
	{name: "12: top --once over invalid lines", files: map[string]string{"mem.jsonl": "garbage\n{\"a\": 1}\n"}, args: []string{"top", "--once", "--log", "$DIR/mem.jsonl"},
		code: errdefs.Failure, want: "mem.jsonl holds no memory log line (2 lines are not memory log lines, or cannot be true)"},
	{name: "12: report of a log going back in time", files: map[string]string{"mem.jsonl": memoryLogLine + strings.Replace(memoryLogLine, "01:00:00", "00:00:00", 1)},
		args: []string{"report", "$DIR/mem.jsonl"}, code: errdefs.Failure, want: "line 2 cannot be true: its time 2026-11-24T00:00:00Z is before an earlier line's"},
	{name: "12: report of a line in the future", files: map[string]string{"mem.jsonl": strings.Replace(memoryLogLine, "2026", "2199", 1)},
		args: []string{"report", "$DIR/mem.jsonl"}, code: errdefs.Failure, want: "line 1 cannot be true: it is dated 2199-11-24T01:00:00Z, in the future"},
	{name: "12: report of used past the total", files: map[string]string{"mem.jsonl": strings.Replace(memoryLogLine, `"mem_used":679936000`, `"mem_used":18446744073709551615`, 1)},
		args: []string{"report", "$DIR/mem.jsonl"}, code: errdefs.Failure, want: "line 1 cannot be true: used 16384.0 PiB is more than the total 23.5 GiB"},

	// 2: an interval so long the guard is off.
	{name: "2: run --interval 1h", args: []string{"run", "--max-memory", "200MB", "--interval", "1h", "--", "true"},
		code: errdefs.Usage, want: `--interval: interval "1h" is above 5s: the guard looks at memory once per interval`},
	{name: "2: SPKIT_GUARD_INTERVAL=87600h", env: map[string]string{"SPKIT_GUARD_INTERVAL": "87600h", "SPKIT_MAX_USED": "200MB"}, args: []string{"run", "--", "true"},
		code: errdefs.Config, want: "is above 5s"},
	{name: "2: profile guard.interval 1h", files: withProfile("name: mine\nextends: cpu\nguard:\n  interval: 1h\n"), args: []string{"compose", "mine"},
		code: errdefs.Config, want: "is above 5s"},

	// 3: a headroom that rounds to 0 bytes.
	{name: "3: run --headroom 1e-30%", args: []string{"run", "--headroom", "1e-30%", "--", "true"},
		code: errdefs.Usage, want: `headroom "1e-30%" is below 0.01%: so little memory is never left before the kernel kills, and the guard could never trip`},
	{name: "3: run --headroom 1B", args: []string{"run", "--headroom", "1B", "--", "true"},
		code: errdefs.Usage, want: `headroom "1B" is below 1MiB`},
	{name: "3: SPKIT_MIN_AVAILABLE=1e-30%", env: map[string]string{"SPKIT_MIN_AVAILABLE": "1e-30%"}, args: []string{"run", "--", "true"},
		code: errdefs.Config, want: "is below 0.01%"},
	{name: "13: --max-memory 16EB is too large", args: []string{"run", "--max-memory", "16EB", "--", "true"},
		code: errdefs.Usage, want: `--max-memory: size "16EB" is too large`},
	{name: "3: run --headroom above the machine", args: []string{"run", "--headroom", "1PB", "--", "true"},
		code: errdefs.Usage, want: "is not below this machine's"},
}

// probeRepo is a repository probe can work on: a trainer config with a
// batch size and a step count, and extra spkit.yaml text.
func probeRepo(extra string) map[string]string {
	return map[string]string{"spkit.yaml": badInputYAML + "  config: cfg.yaml\n" + extra, "train.py": "print(1)\n",
		"cfg.yaml": "batch_size: 1\nmax_train_steps: 10\n"}
}

func TestAttackIssue31(t *testing.T) {
	shortPing(t)
	for _, tc := range attack31Rows {
		t.Run(tc.name, func(t *testing.T) { runAttackRow(t, tc) })
	}
}
