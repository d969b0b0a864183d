package reposcan

import (
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Ranking inputs beyond the line itself: the documents' links to the
// repository's scripts, and what the repository is about (its README's
// title, its folder's and package's names) against a line for another
// model or a much larger one.

// mdLink is a Markdown link's target: [train](scripts/train.sh).
var mdLink = regexp.MustCompile(`\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)

// linked maps the repository's files the top-level documents link to, to
// the first document that does.
func (s *scan) linked() map[string]string {
	if s.links != nil {
		return s.links
	}
	s.links = map[string]string{}
	for _, doc := range s.documents() {
		if strings.Contains(doc, "/") {
			continue
		}
		for _, m := range mdLink.FindAllStringSubmatch(s.docText(doc), 2000) {
			if p := s.linkTarget(m[1]); p != "" && s.links[p] == "" {
				s.links[p] = doc
			}
		}
	}
	return s.links
}

// linkTarget is the repository file a link points to ("" when none): a
// relative path, a root-relative one, or the repository's own file on
// GitHub.
func (s *scan) linkTarget(href string) string {
	href, _, _ = strings.Cut(href, "#")
	href, _, _ = strings.Cut(href, "?")
	if m := rawURL.FindStringSubmatch(href); m != nil {
		href = m[1]
	} else if strings.Contains(href, "://") || strings.HasPrefix(href, "mailto:") {
		return ""
	}
	p := path.Clean(strings.TrimPrefix(href, "/"))
	if strings.HasPrefix(p, "../") || !s.repo.isFile(p) {
		return ""
	}
	return p
}

// scoreLink counts a link from the README to the script the line runs (or
// to the script it is written in) as evidence: the README points there.
func (s *scan) scoreLink(c *Candidate) {
	links := s.linked()
	for _, f := range []string{c.Target, c.Source.File} {
		if doc, ok := links[f]; ok && f != "" && (f == c.Target || c.Source.Kind == FromShell) {
			c.add("link", 8, fmt.Sprintf("%s links to %s", doc, f))
			return
		}
	}
}

// modelFamilies name model families in paths, headings and arguments.
var modelFamilies = []struct {
	id string
	re *regexp.Regexp
}{
	{"sd1", regexp.MustCompile(`(?i)(^|[^a-z0-9])(sd[-_ ]?v?1[-._]?[45]|stable[-_ ]?diffusion[-_ ]v?1[-._]?[45])([^0-9]|$)`)},
	{"sd2", regexp.MustCompile(`(?i)(^|[^a-z0-9])(sd[-_ ]?v?2([-._][01])?|stable[-_ ]?diffusion[-_ ]v?2)([^0-9]|$)`)},
	{"sdxl", regexp.MustCompile(`(?i)(^|[^a-z0-9])(sdxl|stable[-_ ]?diffusion[-_ ]xl)([^a-z]|$)`)},
	{"sd3", regexp.MustCompile(`(?i)(^|[^a-z0-9])(sd[-_ ]?3([-._]5)?|stable[-_ ]?diffusion[-_ ]3)([^0-9]|$)`)},
	{"flux", regexp.MustCompile(`(?i)(^|[^a-z])flux`)},
	{"hunyuan", regexp.MustCompile(`(?i)hunyuan`)},
	{"wan", regexp.MustCompile(`(?i)(^|[^a-z])wan[-_ ]?2`)},
}

// largeModel is a parameter count in a name: 70b, 65B, 405b.
var largeModel = regexp.MustCompile(`(?i)(^|[^a-z0-9.])(\d{2,3})b([^a-z0-9]|$)`)

// families lists the model families a text names.
func families(text string) []string {
	var out []string
	for _, f := range modelFamilies {
		if f.re.MatchString(text) {
			out = append(out, f.id)
		}
	}
	return out
}

// topic is what the repository is about: its README's title, its folder's
// and its package's names.
func (s *scan) topic() string {
	if s.about != nil {
		return *s.about
	}
	parts := []string{filepath.Base(s.repo.dir)}
	if s.pkg != nil {
		parts = append(parts, s.pkg.Name)
	}
	for _, doc := range s.documents() {
		if readmeName.MatchString(doc) && !strings.Contains(doc, "/") {
			if b := markdownBlocksTitle(s.docText(doc)); b != "" {
				parts = append(parts, b)
			}
			break
		}
	}
	t := strings.Join(parts, " ")
	s.about = &t
	return t
}

// scoreTopic ranks a line for another model family than the repository's,
// or for a much larger model than its title names, below the line that
// matches what the repository is about.
func (s *scan) scoreTopic(c *Candidate) {
	about := s.topic()
	near := ""
	if n := len(c.Source.Section); n > 0 {
		near = c.Source.Section[n-1]
	}
	identity := strings.Join(append([]string{c.Target, c.Config, near}, c.Args()...), " ")
	if want, got := families(about), families(identity); len(want) > 0 && len(got) > 0 {
		if slices.ContainsFunc(got, func(f string) bool { return slices.Contains(want, f) }) {
			c.add("topic", 6, fmt.Sprintf("for %s, what the repository is about", strings.Join(got, ", ")))
		} else {
			c.add("topic", -8, fmt.Sprintf("for %s, not what the repository is about (%s)", strings.Join(got, ", "), strings.Join(want, ", ")))
		}
	}
	if m := largeModel.FindStringSubmatch(identity); m != nil {
		if n, _ := strconv.Atoi(m[2]); n >= 30 && !strings.Contains(strings.ToLower(about), strings.ToLower(m[2]+"b")) {
			c.add("topic", -6, fmt.Sprintf("a %sB-model variant", m[2]))
		}
	}
}

// markdownBlocksTitle is a Markdown document's first level-1 heading.
func markdownBlocksTitle(doc string) string {
	lines := strings.SplitN(doc, "\n", 200)
	for i, line := range lines[:len(lines)-1] {
		if m := atxHeading.FindStringSubmatch(line); m != nil && len(m[1]) == 1 {
			return stripMarkup(m[2])
		}
		if t := strings.TrimSpace(line); i > 0 && len(t) >= 3 && strings.Trim(t, "=") == "" && strings.TrimSpace(lines[i-1]) != "" {
			return stripMarkup(lines[i-1])
		}
	}
	return ""
}
