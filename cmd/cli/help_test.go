package cli

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// exampleLines are the `spkit ...` lines of every command's Example and
// of the READMEs' code blocks, without comments or redirections.
func exampleLines(t *testing.T, root *cobra.Command) map[string]string {
	out := map[string]string{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, l := range strings.Split(c.Example, "\n") {
			out[cleanExample(l)] = c.CommandPath() + " Example"
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(root)
	for _, doc := range []string{"../../README.md", "../../examples/lora-trainer/README.md"} {
		f, err := os.Open(doc)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		inBlock := false
		for sc.Scan() {
			if strings.HasPrefix(strings.TrimSpace(sc.Text()), "```") {
				inBlock = !inBlock
			}
			if inBlock {
				out[cleanExample(sc.Text())] = doc
			}
		}
		f.Close()
	}
	delete(out, "")
	return out
}

func cleanExample(l string) string {
	l = strings.TrimSpace(l)
	if !strings.HasPrefix(l, "spkit ") {
		return ""
	}
	for _, cut := range []string{" #", " >", " |", "`"} {
		l, _, _ = strings.Cut(l, cut)
	}
	return strings.TrimSpace(l)
}

// TestExamplesRunAsWritten: every example names a command that exists and
// flags it has, with values where they take one.
func TestExamplesRunAsWritten(t *testing.T) {
	root := NewRootCmd(NewFactory())
	for line, where := range exampleLines(t, root) {
		args := strings.Fields(line)[1:]
		c, rest, err := root.Find(args)
		if err != nil {
			t.Errorf("%s: %q: %v", where, line, err)
			continue
		}
		if err := c.ParseFlags(rest); err != nil {
			t.Errorf("%s: %q: %v", where, line, err)
		}
	}
}

// TestMatrixFlags: --cuda and --torch on every command that resolves a
// target, so the matrix is covered without editing spkit.yaml.
func TestMatrixFlags(t *testing.T) {
	root := NewRootCmd(NewFactory())
	for _, name := range []string{"build", "up", "train", "dockerfile"} {
		c, _, err := root.Find([]string{name})
		if err != nil {
			t.Fatal(err)
		}
		for _, fl := range []string{"cuda", "torch"} {
			if c.Flags().Lookup(fl) == nil {
				t.Errorf("spkit %s has no --%s", name, fl)
			}
		}
	}
	dir := layoutFixture(t, "LLaMA-Factory")
	if code, _, errOut := runCLI(t, dir, "init"); code != 0 {
		t.Fatal(errOut)
	}
	for args, want := range map[string]string{
		"--profile cpu --cuda 12.9 --torch 2.8.0":      "torch==2.8.0 torchvision==0.23.0",
		"--profile dgx-spark --cuda 13.0 --torch base": "FROM nvcr.io/nvidia/pytorch:",
	} {
		code, out, errOut := runCLI(t, dir, append([]string{"dockerfile"}, strings.Fields(args)...)...)
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("dockerfile %s: exit %d, want %q: %s", args, code, want, errOut)
		}
	}
	if code, _, errOut := runCLI(t, dir, "dockerfile", "--profile", "cpu", "--torch", "9.9"); code != 3 || !strings.Contains(errOut, "torch 9.9") {
		t.Errorf("--torch 9.9: exit %d: %s", code, errOut)
	}
}

func TestVersionAndSuggestions(t *testing.T) {
	dir := t.TempDir()
	if code, out, _ := runCLI(t, dir, "--version"); code != 0 || !strings.HasPrefix(out, "spkit ") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
	for args, want := range map[string]string{
		"bulid":               `spkit: unknown command "bulid" for "spkit" (did you mean build?): see spkit --help` + "\n",
		"profiles lsit":       `spkit: unknown command "lsit" for "spkit profiles" (did you mean list?): see spkit profiles --help` + "\n",
		"dockerfile --cuad 1": "spkit: unknown flag: --cuad (did you mean --cuda?): see spkit dockerfile --help\n",
	} {
		code, _, errOut := runCLI(t, dir, strings.Fields(args)...)
		if code != 2 || errOut != want {
			t.Errorf("%s: exit %d, stderr %q, want %q", args, code, errOut, want)
		}
	}
}

// TestBoolFlagsTakeNoValue: a bool flag's help must not show a value name
// (pflag reads a `quoted` word in the usage as one).
func TestBoolFlagsTakeNoValue(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if name, _ := pflag.UnquoteUsage(f); f.Value.Type() == "bool" && name != "" {
				t.Errorf("%s --%s shows a value %q in its help", c.CommandPath(), f.Name, name)
			}
		})
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(NewRootCmd(NewFactory()))
}
