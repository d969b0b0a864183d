package images

import (
	"path"
	"regexp"
	"strings"
	"unicode"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// copySpec is one COPY of trainer code: a source pattern in the build
// context and its destination in the image.
type copySpec struct{ src, dest string }

// instruction renders the COPY into the code stage (ownership is set when
// the image copies the stage). Sources with spaces use the JSON form.
func (c copySpec) instruction() string {
	if strings.ContainsAny(c.src+c.dest, " \t") {
		return "COPY " + jsonArgs([]string{c.src, c.dest})
	}
	return "COPY " + c.src + " " + c.dest
}

// copySpecs maps spkit.yaml's copy globs to COPY sources and destinations
// under workdir. A pattern without wildcards keeps its path ("utils" ->
// /app/utils, file or directory); a glob lands in its directory
// ("configs/*.yaml" -> /app/configs/). An empty list copies the whole
// context (filtered by .dockerignore).
func copySpecs(patterns []string, workdir string) ([]copySpec, error) {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	out := make([]copySpec, 0, len(patterns))
	for _, p := range patterns {
		src, err := cleanRel("copy", p)
		if err != nil {
			return nil, err
		}
		dir, base := path.Split(src)
		switch {
		case src == ".":
			out = append(out, copySpec{".", workdir + "/"})
		case hasMeta(dir):
			return nil, errdefs.Configf("put wildcards only in the last path element, e.g. configs/*.yaml",
				"copy pattern %q has a wildcard in a directory name", p)
		case hasMeta(base):
			out = append(out, copySpec{src, path.Join(workdir, dir) + "/"})
		default:
			out = append(out, copySpec{src, path.Join(workdir, src)})
		}
	}
	return out, nil
}

func hasMeta(s string) bool { return strings.ContainsAny(s, "*?[") }

// cleanRel cleans a path relative to the repository, refusing absolute
// paths and paths that leave it. "" stays "".
func cleanRel(field, p string) (string, error) {
	if strings.TrimSpace(p) == "" {
		return "", errdefs.Configf("remove the empty entry", "%s has an empty path", field)
	}
	if path.IsAbs(p) {
		return "", errdefs.Configf("paths are relative to the directory holding spkit.yaml",
			"%s %q is an absolute path", field, p)
	}
	c := path.Clean(p)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", errdefs.Configf("the build context is the directory holding spkit.yaml; move the file into it",
			"%s %q is outside the repository", field, p)
	}
	return c, nil
}

func validateRelPath(field, p string) error {
	if p == "" {
		return nil
	}
	_, err := cleanRel(field, p)
	return err
}

// validateRequirements checks the requirements file and the files it
// nests, each a COPY source: names read from a README or a requirements
// file reach the Dockerfile (issue 41).
func (g *generator) validateRequirements() error {
	files := []string{g.requirements()}
	if g.t.Install != nil {
		files = append(files, g.t.Install.Nested...)
	}
	for _, f := range files {
		if err := validateCopySource("requirements", f); err != nil {
			return err
		}
	}
	return nil
}

// validateCopySource refuses a path COPY would not take as one literal
// file: one that leaves the repository, starts with '-' (a flag), holds a
// control character (a new instruction), '$' (a build variable) or a
// wildcard.
func validateCopySource(field, p string) error {
	if p == "" {
		return nil
	}
	if err := validateRelPath(field, p); err != nil {
		return err
	}
	bad := ""
	switch {
	case strings.HasPrefix(p, "-"):
		bad = "starts with '-'"
	case strings.IndexFunc(p, unicode.IsControl) >= 0:
		bad = "holds a control character"
	case strings.ContainsAny(p, "$*?[\\"):
		bad = "holds one of $ * ? [ \\"
	}
	if bad != "" {
		return errdefs.Configf("rename the file, or set requirements: in spkit.yaml to a plain path such as requirements.txt",
			"%s %q %s: the Dockerfile would not copy it as one file", field, p, bad)
	}
	return nil
}

var (
	envKeyRe   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	aptNameRe  = regexp.MustCompile(`^[a-z0-9][a-z0-9+.:~=-]*$`)
	secretRe   = regexp.MustCompile(`(?i)(^|_)(api_?key|auth|credentials?|key|passw(or)?d|pword|secret|token)(_|$)`)
	notSecrets = regexp.MustCompile(`(?i)(^|_)(public|file|version)(_|$)`)
)

// looksSecret reports whether an ENV or ARG name looks like it holds a
// secret (the names BuildKit's SecretsUsedInArgOrEnv check flags).
func looksSecret(key string) bool {
	return secretRe.MatchString(key) && !notSecrets.MatchString(key)
}

// validateEnv refuses names Docker cannot set and names that look like
// secrets: an ENV is stored in the image config for anyone to read.
func validateEnv(env map[string]string) error {
	for k := range env {
		if !envKeyRe.MatchString(k) {
			return errdefs.Configf("use letters, digits and '_', not starting with a digit",
				"env name %q is not a valid variable name", k)
		}
		if looksSecret(k) {
			return errdefs.Configf("pass secrets at build time with `spkit build --secret id=hf_token,env=HF_TOKEN`, or at run time from the host environment",
				"env %s looks like a secret; it would be readable in the image", k)
		}
	}
	return nil
}

func validatePackages(kind string, pkgs []string) error {
	for _, p := range pkgs {
		if !aptNameRe.MatchString(p) {
			return errdefs.Configf("use apt package names such as libgl1 or git=1:2.43.0-1",
				"%s package %q is not a valid apt package name", kind, p)
		}
	}
	return nil
}
