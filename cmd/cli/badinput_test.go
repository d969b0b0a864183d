package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/docker/cli/cli/command"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// A spkit.yaml that parses, and a repository around it.
const (
	badInputYAML = "name: lora\ncopy: [\"*.py\"]\ntrain:\n  command: [python, train.py]\n"
	badInputReqs = "omegaconf\n"
)

func withYAML(extra string) map[string]string {
	return map[string]string{"spkit.yaml": badInputYAML + extra, "train.py": "print(1)\n"}
}

// badInputs are command lines spkit must refuse with the documented exit
// code and a one-line message, writing nothing. needs names the command and
// flags a row goes through; a row whose command or flag is gone fails.
var badInputs = []struct {
	name  string
	files map[string]string
	args  []string
	code  errdefs.Code
	want  string
	needs string
}{
	// spkit.yaml problems, through a read-only command that loads it.
	// --builder takes only what spkit can dial (issue 32).
	{name: "builder docker-container", files: map[string]string{"spkit.yaml": badInputYAML, "train.py": ""}, args: []string{"build", "--profile", "cpu", "--builder", "docker-container://buildkitd"},
		code: errdefs.Usage, want: `invalid --builder "docker-container://buildkitd": use unix://`},
	{name: "builder ssh", files: map[string]string{"spkit.yaml": badInputYAML, "train.py": ""}, args: []string{"build", "--profile", "cpu", "--builder", "ssh://me@host"},
		code: errdefs.Usage, want: "need BuildKit's connection helpers"},
	{name: "unknown key", files: withYAML("requirments: requirements.txt\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: `spkit.yaml:5:1: unknown key "requirments" (did you mean "requirements"?)`},
	{name: "wrong type", files: map[string]string{"spkit.yaml": "name: lora\ncopy: [x]\ntrain:\n  command: {python: train.py}\n"}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml:4:12: train.command: expected a list of strings, got a mapping"},
	{name: "bad name", files: map[string]string{"spkit.yaml": strings.Replace(badInputYAML, "name: lora", "name: My LoRA", 1)}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: `spkit.yaml:1:1: name "My LoRA" is not valid`},
	{name: "duplicate key", files: withYAML("copy: [utils/]\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: `spkit.yaml:5:1: duplicate key "copy" (first at line 2)`},
	{name: "yaml syntax error", files: map[string]string{"spkit.yaml": "name: lora\ncopy: [x]\ntrain: command: [python]\n"}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml:3: mapping values are not allowed in this context: fix the YAML syntax"},
	{name: "bad duration", files: withYAML("  stop_grace_period: ten minutes\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: `spkit.yaml:5:3: train.stop_grace_period "ten minutes" is not a duration`},
	{name: "requirements file missing", files: withYAML("requirements: requirements.txt\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml:5:1: requirements file requirements.txt does not exist"},
	{name: "CUDA_VISIBLE_DEVICES=all", files: withYAML("env:\n  CUDA_VISIBLE_DEVICES: all\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "CUDA_VISIBLE_DEVICES=all is invalid and hides every GPU"},
	{name: "copy leaves the repo", files: map[string]string{"spkit.yaml": "name: lora\ncopy: [../secrets]\ntrain:\n  command: [python]\n"}, args: []string{"profiles", "list"},
		code: errdefs.Config, want: `spkit.yaml:2:8: copy glob "../secrets" leaves the repository`},
	{name: "empty spkit.yaml", files: map[string]string{"spkit.yaml": ""}, args: []string{"profiles", "show", "cpu"},
		code: errdefs.Config, want: "spkit.yaml: the file is empty"},
	{name: "two documents", files: withYAML("---\nname: other\n"), args: []string{"profiles", "list"},
		code: errdefs.Config, want: "spkit.yaml:5:1: the file holds more than one YAML document"},
	{name: "missing spkit.yaml (compose)", args: []string{"compose", "cpu"},
		code: errdefs.Config, want: "no spkit.yaml in", needs: "compose"},
	{name: "missing spkit.yaml (dockerfile)", args: []string{"dockerfile", "--profile", "cpu"},
		code: errdefs.Config, want: "no spkit.yaml in", needs: "dockerfile --profile"},

	// spkit init.
	{name: "init over an existing file", files: withYAML(""), args: []string{"init"},
		code: errdefs.Usage, want: "spkit.yaml already exists: pass --force to overwrite it"},
	{name: "init bad name", files: map[string]string{"train.py": ""}, args: []string{"init", "--name", "Bad Name"},
		code: errdefs.Usage, want: `--name "Bad Name" is not a valid project name`},
	{name: "init unknown profile", files: map[string]string{"train.py": ""}, args: []string{"init", "--profile", "dgx-sprak"},
		code: errdefs.Config, want: `unknown profile "dgx-sprak": did you mean "dgx-spark"?`},
	{name: "init argument", args: []string{"init", "here"},
		code: errdefs.Usage, want: "spkit init takes no arguments, got 1 argument(s)"},
	{name: "init in a missing directory", args: []string{"-C", "missing", "init"},
		code: errdefs.Environment, want: "cannot read directory"},

	// Profiles and version combinations.
	{name: "unknown profile", args: []string{"profiles", "show", "dgx-sprak"},
		code: errdefs.Config, want: `unknown profile "dgx-sprak": did you mean "dgx-spark"?`},
	{name: "unknown profile (dockerfile)", files: withYAML(""), args: []string{"dockerfile", "--profile", "h1000"},
		code: errdefs.Config, want: `unknown profile "h1000"`, needs: "dockerfile --profile"},
	{name: "unknown CUDA version", files: withYAML(""), args: []string{"dockerfile", "--profile", "cpu", "--cuda", "11.8"},
		code: errdefs.Config, want: `unknown CUDA version "11.8": known CUDA versions: 13.2, 13.1, 13.0`, needs: "dockerfile --profile --cuda"},
	{name: "unknown CUDA version in spkit.yaml", files: withYAML("cuda: \"11.8\"\n"), args: []string{"compose", "cpu"},
		code: errdefs.Config, want: `unknown CUDA version "11.8"`, needs: "compose"},
	{name: "torch 2.6 with CUDA 13.0", files: withYAML("torch: 2.6.0\n"), args: []string{"dockerfile", "--profile", "dgx-spark", "--cuda", "13.0"},
		code: errdefs.Config, want: "torch 2.6.0 is not built for CUDA 13.0", needs: "dockerfile --profile --cuda"},
	{name: "torch 2.6 with CUDA 13.0 (compose)", files: withYAML("cuda: \"13.0\"\ntorch: 2.6.0\n"), args: []string{"compose", "dgx-spark"},
		code: errdefs.Config, want: "cu130 wheels on arm64 start at torch 2.9.0", needs: "compose"},
	{name: "V100 with CUDA 13", files: withYAML(""), args: []string{"dockerfile", "--profile", "v100", "--cuda", "13.0"},
		code: errdefs.Config, want: "CUDA 13.0 dropped Volta GPUs (profile v100, compute capability 7.0): use CUDA 12.6 or", needs: "dockerfile --profile --cuda"},
	{name: "V100 with CUDA 13 (compose)", files: withYAML("cuda: \"13.0\"\n"), args: []string{"compose", "v100"},
		code: errdefs.Config, want: "CUDA 13.0 dropped Volta GPUs (profile v100, compute capability 7.0): use CUDA 12.6 or", needs: "compose"},
	{name: "bad dockerfile target", files: withYAML(""), args: []string{"dockerfile", "--target", "prod"},
		code: errdefs.Usage, want: "prod", needs: "dockerfile --target"},

	// Flags and arguments.
	{name: "unknown flag", args: []string{"profiles", "list", "--bogus"},
		code: errdefs.Usage, want: "unknown flag: --bogus"},
	{name: "bad flag value", args: []string{"init", "--force=maybe"},
		code: errdefs.Usage, want: `invalid argument "maybe" for "--force" flag`},
	{name: "too few arguments", args: []string{"profiles", "show"},
		code: errdefs.Usage, want: "spkit profiles show takes a profile name, got 0 argument(s)"},
	{name: "too many arguments", args: []string{"profiles", "show", "cpu", "h100"},
		code: errdefs.Usage, want: "spkit profiles show takes a profile name, got 2 argument(s)"},
	{name: "train: unknown guard source", files: withYAML(""), args: []string{"train", "cpu", "--guard-sources", "swap"},
		code: errdefs.Usage, want: `--guard-sources: unknown guard source "swap"`},
	{name: "train: bad size", files: withYAML(""), args: []string{"train", "cpu", "--max-memory", "lots"},
		code: errdefs.Usage, want: `--max-memory: "lots" is not a size`},
	{name: "train: zero size would switch the guard off", files: withYAML(""), args: []string{"train", "cpu", "--max-memory", "0"},
		code: errdefs.Usage, want: `--max-memory: size "0" is zero`},
	{name: "train: headroom of 100%", files: withYAML(""), args: []string{"train", "cpu", "--headroom", "100%"},
		code: errdefs.Usage, want: `--headroom: headroom "100%": a percentage must be above 0% and below 100%`},
	{name: "train: two profiles", files: withYAML(""), args: []string{"train", "cpu", "h100"},
		code: errdefs.Usage, want: "spkit train takes one profile"},
	{name: "ci: bad registry", files: withYAML(""), args: []string{"ci", "github", "--registry", "GHCR.io/Acme"},
		code: errdefs.Usage, want: `--registry "GHCR.io/Acme" is not a registry namespace`},
	{name: "unknown command", args: []string{"frobnicate"},
		code: errdefs.Usage, want: `unknown command "frobnicate"`},
}

func TestBadInput(t *testing.T) {
	for _, tc := range badInputs {
		t.Run(tc.name, func(t *testing.T) {
			requireCommand(t, tc.needs)
			dir := t.TempDir()
			for name, body := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			before := listTree(t, dir)
			code, stdout, stderr := runBadInput(t, dir, tc.args)
			if code != int(tc.code) {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tc.code, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q does not contain %q", stderr, tc.want)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
				t.Errorf("stderr is not exactly one line: %q", stderr)
			}
			if stdout != "" {
				t.Errorf("stdout is not empty: %q", stdout)
			}
			if after := listTree(t, dir); !reflect.DeepEqual(before, after) {
				t.Errorf("the directory changed:\nbefore %q\nafter  %q", before, after)
			}
		})
	}
}

// runBadInput runs spkit against NewFactory's factory with buffers for
// streams and no Docker engine. The root's -C flag resets f.Dir, so the
// directory goes on the command line too (a row's own -C comes later and
// wins, relative to the working directory: it is made absolute here).
func runBadInput(t *testing.T, dir string, args []string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	f := NewFactory() // fields added later keep their real defaults
	f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: &errOut}
	f.Dir = dir
	f.Now = func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) }
	f.NewDockerCLI = func(io.ReadCloser, io.Writer, io.Writer) (*command.DockerCli, error) {
		return nil, errors.New("bad-input tests use no Docker engine")
	}
	full := []string{"-C", dir}
	for i := 0; i < len(args); i++ {
		full = append(full, args[i])
		if args[i] == "-C" && i+1 < len(args) {
			full = append(full, filepath.Join(dir, args[i+1]))
			i++
		}
	}
	code := Run(context.Background(), f, full)
	return code, out.String(), errOut.String()
}

// requireCommand fails the test when the command path and flags in needs
// ("dockerfile --profile --cuda") are not there: a renamed command or flag
// must take its rows along, not turn them into skips.
func requireCommand(t *testing.T, needs string) {
	t.Helper()
	if needs == "" {
		return
	}
	var path, flags []string
	for _, w := range strings.Fields(needs) {
		if strings.HasPrefix(w, "--") {
			flags = append(flags, strings.TrimPrefix(w, "--"))
		} else {
			path = append(path, w)
		}
	}
	root := NewRootCmd(NewFactory())
	cmd, _, err := root.Find(path)
	if err != nil || cmd == root {
		t.Fatalf("spkit %s does not exist: the row tests a command that is gone", strings.Join(path, " "))
	}
	for _, fl := range flags {
		if cmd.Flags().Lookup(fl) == nil && cmd.InheritedFlags().Lookup(fl) == nil {
			t.Fatalf("spkit %s has no --%s: the row tests a flag that is gone", strings.Join(path, " "), fl)
		}
	}
}

// listTree returns every path under dir with its mode and content.
func listTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		info, err := e.Info()
		if err != nil {
			return err
		}
		entry := info.Mode().String()
		if !e.IsDir() {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			entry += " " + string(data)
		}
		out[rel] = entry
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
