package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Commands turn flags into requests and print (docs/architecture.md): the
// use cases, with the engine and builder adapters, are app's. So cmd/cli
// imports app and the small rooms it parses flags or prints with, never
// an engine room or an engine's client.
var notInCommands = []string{
	module + "compose", module + "swarm", module + "checks/enginecheck", module + "internal/engine",
	"github.com/docker/", "github.com/moby/moby/", "github.com/moby/buildkit/", "github.com/compose-spec/",
}

// imagesBuilders are images' BuildKit builders: cmd/cli may parse build
// flags and read stage names with images, and never builds through it.
var imagesBuilders = map[string]bool{
	"Build": true, "BuildOptions": true, "Builder": true, "Engine": true,
	"EngineBuilder": true, "NewEngineBuilder": true, "RemoteBuilder": true, "DefaultBinarySource": true,
}

func TestCommandsImportNoEngineRoom(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"cmd/cli/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		for _, imp := range fields[1:] {
			if bad := engineRoom(imp); bad != "" {
				t.Errorf("%s imports %s: commands reach %s through app (move the work into a use case)", fields[0], imp, bad)
			}
		}
	}
}

// engineRoom returns the entry of notInCommands that imp falls under, or "".
func engineRoom(imp string) string {
	for _, bad := range notInCommands {
		if imp == bad || strings.HasPrefix(imp, bad) && (strings.HasSuffix(bad, "/") || strings.HasPrefix(imp, bad+"/")) {
			return bad
		}
	}
	return ""
}

func TestCommandsBuildNothingThemselves(t *testing.T) {
	files, err := filepath.Glob("../../cmd/cli/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cmd/cli sources: %v", err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "images" && imagesBuilders[sel.Sel.Name] {
				t.Errorf("%s: cmd/cli uses images.%s, a builder: build through app (app.Build, Deps.Builder)", fset.Position(sel.Pos()), sel.Sel.Name)
			}
			return true
		})
	}
}

func TestEngineRoomLookup(t *testing.T) {
	for imp, want := range map[string]string{
		module + "compose":                   module + "compose",
		module + "compose/x":                 module + "compose",
		module + "composer":                  "",
		"github.com/docker/cli/cli/command":  "github.com/docker/",
		module + "app":                       "",
		"github.com/moby/buildkit/client":    "github.com/moby/buildkit/",
		"github.com/moby/patternmatcher/ign": "",
	} {
		if got := engineRoom(imp); got != want {
			t.Errorf("engineRoom(%s) = %q, want %q", imp, got, want)
		}
	}
}
