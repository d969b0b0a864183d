package reposcan

import (
	"regexp"
	"strings"
)

// Commands in Makefile recipes.

var (
	makeVar    = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\s*[:?+]?=\s*(.*)$`)
	makeTarget = regexp.MustCompile(`^([A-Za-z0-9_./%-]+)\s*:([^=]|$)`)
	makeRef    = regexp.MustCompile(`\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]`)
)

// fromMakefiles reads each target's recipe lines as shell, with the
// Makefile's simple variables expanded.
func (s *scan) fromMakefiles() []*Candidate {
	var out []*Candidate
	for _, mf := range []string{"Makefile", "makefile", "GNUmakefile"} {
		if s.repo.isFile(mf) {
			out = append(out, s.fromMakefile(mf)...)
		}
	}
	return out
}

func (s *scan) fromMakefile(mf string) []*Candidate {
	var out []*Candidate
	vars := map[string]string{}
	target := ""
	bud := s.shellBudget()
	lines := strings.Split(s.repo.text(mf), "\n")
	for i := 0; i < len(lines) && !bud.stopped(); i++ {
		line := lines[i]
		if !strings.HasPrefix(line, "\t") {
			if m := makeVar.FindStringSubmatch(line); m != nil {
				vars[m[1]] = strings.TrimSpace(m[2])
			} else if m := makeTarget.FindStringSubmatch(line); m != nil {
				target = m[1]
			}
			continue
		}
		start := i
		var recipe string
		recipe, i = makeRecipe(lines, i)
		bud.line = start
		recipe, ok := expandMake(recipe, vars)
		if !ok || !bud.spend(0, len(recipe)) {
			bud.cut(1, "a recipe line expands past %d KiB; it is left out", maxRecipeBytes>>10)
			continue
		}
		for _, inv := range parseShellIn(recipe, nil, bud) {
			src := Source{Kind: FromMakefile, File: mf, Line: start + 1, Section: []string{target}}
			if c := s.candidate(inv, src); c != nil {
				out = append(out, c)
			}
		}
	}
	s.noteCuts(mf, bud)
	return out
}

// makeRecipe joins the recipe line at lines[i] with its continuation
// lines; it returns the line and the index of its last line.
func makeRecipe(lines []string, i int) (string, int) {
	parts := []string{strings.TrimLeft(strings.TrimPrefix(lines[i], "\t"), "@-+")}
	for i+1 < len(lines) {
		last, ok := strings.CutSuffix(strings.TrimRight(parts[len(parts)-1], " "), `\`)
		if !ok {
			break
		}
		parts[len(parts)-1] = strings.TrimRight(last, " ")
		i++
		parts = append(parts, strings.TrimSpace(lines[i]))
	}
	return strings.Join(parts, " "), i
}

// maxRecipeBytes bounds a recipe line once the Makefile's variables are
// expanded in it.
const maxRecipeBytes = 1 << 20

// expandMake expands $(VAR) and ${VAR} with the Makefile's variables (one
// pass, as make does for simple ones; unknown ones become shell's
// ${VAR}) and $$ to $; false when the line would pass maxRecipeBytes.
func expandMake(recipe string, vars map[string]string) (string, bool) {
	var b strings.Builder
	last := 0
	for _, m := range makeRef.FindAllStringSubmatchIndex(recipe, -1) {
		b.WriteString(recipe[last:m[0]])
		name := recipe[m[2]:m[3]]
		v, ok := vars[name]
		if !ok {
			v = "${" + name + "}"
		}
		if b.Len()+len(v) > maxRecipeBytes {
			return "", false
		}
		b.WriteString(v)
		last = m[1]
	}
	b.WriteString(recipe[last:])
	return strings.ReplaceAll(b.String(), "$$", "$"), true
}
