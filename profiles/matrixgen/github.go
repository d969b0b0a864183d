package matrixgen

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// GitHubFile is one file in a public GitHub repository, pinned to a
// commit: what PyTorch's and NVIDIA's build scripts state that no index
// or registry page does (which CUDA lines and pythons a torch release was
// built for, the arch lists, torchaudio's pairing, NVIDIA's supported
// image tags).
type GitHubFile struct {
	Repo   string `yaml:"repo"`   // pytorch/test-infra
	Commit string `yaml:"commit"` // the full commit
	Path   string `yaml:"path"`   // tools/scripts/generate_binary_build_matrix.py
	// Branch is where the commit was read from ("release/2.12"), for
	// the reader.
	Branch string `yaml:"branch,omitempty"`
}

// URL is the file's raw address under base (raw.githubusercontent.com).
func (f GitHubFile) URL(base string) string {
	return fmt.Sprintf("%s/%s/%s/%s", base, f.Repo, f.Commit, f.Path)
}

// Cite names the file as matrix entries do: repository, path, commit.
func (f GitHubFile) Cite() string {
	s := fmt.Sprintf("github.com/%s %s @ %s", f.Repo, f.Path, short(f.Commit))
	if f.Branch != "" {
		s += " (" + f.Branch + ")"
	}
	return s
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// GitHubInput lists the GitHub files curated.yaml names.
type GitHubInput struct {
	// BuildMatrix is test-infra's binary build matrix each torch release
	// was built with (its test channel: what the release promotes).
	BuildMatrix []BuildMatrixFile `yaml:"build_matrix"`
	// ReleaseVersions is test-infra's release/release_versions.sh: the
	// torch / torchvision / torchaudio set it validates.
	ReleaseVersions *GitHubFile `yaml:"release_versions"`
	// TorchArch is pytorch's .ci/manywheel/build_env_setup.py: the arch
	// list per CUDA line and host, applied to torch releases from From on.
	TorchArch *TorchArchFile `yaml:"torch_arch"`
	// ImageManifests are NVIDIA's manifests/cuda.yaml (the first that
	// names a release wins); ImageTags its doc/supported-tags.md.
	ImageManifests []GitHubFile `yaml:"image_manifests"`
	ImageTags      *GitHubFile  `yaml:"image_tags"`
}

// BuildMatrixFile is the build matrix of one torch release.
type BuildMatrixFile struct {
	Torch      string `yaml:"torch"`
	GitHubFile `yaml:",inline"`
	// Secondary, when set, says why the file is taken for this torch
	// although it does not name it (its candidate version is older): the
	// entries it makes are marked reported.
	Secondary string `yaml:"secondary,omitempty"`
}

// TorchArchFile is pytorch's arch table and the torch releases it holds for.
type TorchArchFile struct {
	GitHubFile `yaml:",inline"`
	From       string `yaml:"from"`
	// Note is said with each list (what could not be read).
	Note string `yaml:"note,omitempty"`
}

// buildMatrix is what one build-matrix file says for its torch release:
// the CUDA minors built per platform, and the pythons.
type buildMatrix struct {
	file      BuildMatrixFile
	candidate string              // CURRENT_CANDIDATE_VERSION
	stable    string              // STABLE_CUDA_VERSIONS["test"]
	lines     map[string][]string // platform -> CUDA minors ("12.9")
	python    []string            // torch's, free-threaded left out
	torchOnly []string            // pythons without torchvision wheels
}

var (
	pyAssignRe = regexp.MustCompile(`(?ms)^([A-Z_0-9]+)(?:\s*:[^=\n]*)?\s*=\s*(\{.*?\n\}|\[[^\]]*\]|"[^"]*")`)
	pyEntryRe  = regexp.MustCompile(`"([^"]+)":\s*(\[[^\]]*\]|"[^"]*")`)
	pyStringRe = regexp.MustCompile(`"([^"]*)"`)
	linuxAddRe = regexp.MustCompile(`if channel == TEST and os == LINUX:\s*\n\s*CUDA_ARCHES = CUDA_ARCHES \+ (\[[^\]]*\])`)
)

// pyAssignments reads a Python file's top-level literal assignments:
// NAME = "v", NAME = [...], NAME = {"k": [...] or "v"}; other values are
// left out. Dict entries are keyed NAME[k].
func pyAssignments(src string) map[string][]string {
	out := map[string][]string{}
	for _, m := range pyAssignRe.FindAllStringSubmatch(src, -1) {
		name, val := m[1], m[2]
		if strings.HasPrefix(val, "{") {
			for _, e := range pyEntryRe.FindAllStringSubmatch(val, -1) {
				out[name+"["+e[1]+"]"] = pyStrings(e[2])
			}
			continue
		}
		out[name] = pyStrings(val)
	}
	return out
}

func pyStrings(s string) []string {
	var out []string
	for _, m := range pyStringRe.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// parseBuildMatrix reads test-infra's generate_binary_build_matrix.py (or
// an extract of it) for the test channel on Linux.
func parseBuildMatrix(f BuildMatrixFile, page []byte) (*buildMatrix, error) {
	src := string(page)
	a := pyAssignments(src)
	bm := &buildMatrix{file: f, lines: map[string][]string{}}
	bm.candidate = first(a["CURRENT_CANDIDATE_VERSION"])
	bm.stable = first(a["STABLE_CUDA_VERSIONS[test]"])
	amd := slices.Clone(a["CUDA_ARCHES_DICT[test]"])
	if m := linuxAddRe.FindStringSubmatch(src); m != nil {
		amd = append(amd, pyStrings(m[1])...)
	}
	arm := a["CUDA_AARCH64_ARCHES_DICT[test]"]
	if arm == nil {
		arm = a["CUDA_AARCH64_ARCHES"]
	}
	for i, v := range arm {
		arm[i] = strings.TrimSuffix(v, "-aarch64")
	}
	bm.lines["linux/amd64"], bm.lines["linux/arm64"] = amd, arm
	bm.python = cpythons(append(slices.Clone(a["PYTHON_ARCHES_DICT[test]"]), a["PREVIEW_PYTHON_ARCHES_DICT[test]"]...))
	bm.torchOnly = cpythons(a["TORCH_ONLY_PYTHON_ARCHES"])
	if bm.candidate == "" || len(amd) == 0 || len(bm.python) == 0 {
		return nil, fmt.Errorf("no CURRENT_CANDIDATE_VERSION, CUDA_ARCHES_DICT or PYTHON_ARCHES_DICT test entries")
	}
	return bm, nil
}

// cpythons keeps the CPython versions, without free-threaded builds
// ("3.14t"), sorted.
func cpythons(vs []string) []string {
	var out []string
	for _, v := range vs {
		if !strings.HasSuffix(v, "t") && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return sortedVersions(out)
}

// builtOn returns the platforms the release was built for on a CUDA
// minor ("12.9").
func (bm *buildMatrix) builtOn(minor string) []string {
	var out []string
	for _, p := range []string{"linux/amd64", "linux/arm64"} {
		if slices.Contains(bm.lines[p], minor) {
			out = append(out, p)
		}
	}
	return out
}

// visionPython is torch's pythons less the torch-only ones.
func (bm *buildMatrix) visionPython() []string {
	var out []string
	for _, py := range bm.python {
		if !slices.Contains(bm.torchOnly, py) {
			out = append(out, py)
		}
	}
	return out
}

// cite names the file and what it says, for an entry's source.
func (bm *buildMatrix) cite() string {
	s := fmt.Sprintf("%s: test channel (what the release promotes) for CURRENT_CANDIDATE_VERSION %s", bm.file.Cite(), bm.candidate)
	if bm.file.Secondary != "" {
		s = "reported: " + s + "; taken for torch " + bm.file.Torch + " because " + bm.file.Secondary
	}
	return s
}

func first(vs []string) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[0]
}

// releaseSet is release_versions.sh's torch / torchvision / torchaudio.
type releaseSet struct {
	file                 GitHubFile
	torch, vision, audio string
}

var shVersionRe = regexp.MustCompile(`(?m)^(PYTORCH|TORCHVISION|TORCHAUDIO)_VERSION=\$\{[A-Z_]+:-([0-9.]+)\}`)

func parseReleaseVersions(f GitHubFile, page []byte) (*releaseSet, error) {
	rs := &releaseSet{file: f}
	for _, m := range shVersionRe.FindAllStringSubmatch(string(page), -1) {
		switch m[1] {
		case "PYTORCH":
			rs.torch = m[2]
		case "TORCHVISION":
			rs.vision = m[2]
		case "TORCHAUDIO":
			rs.audio = m[2]
		}
	}
	if rs.torch == "" || rs.audio == "" {
		return nil, fmt.Errorf("no PYTORCH_VERSION or TORCHAUDIO_VERSION")
	}
	return rs, nil
}

// audioFor returns torchaudio's version for torch v: its own while
// torchaudio follows torch, its last release once it stopped (the set
// pairs a newer torch minor with an older torchaudio), with why.
func (rs *releaseSet) audioFor(v string) (string, string) {
	if rs == nil || !versionLess(minorOf(rs.audio), minorOf(rs.torch)) || !versionLess(minorOf(rs.audio), minorOf(v)) {
		return v, ""
	}
	return rs.audio, fmt.Sprintf("torchaudio's releases ended at %s: %s pairs torch %s with torchaudio %s", rs.audio, rs.file.Cite(), rs.torch, rs.audio)
}

// archTable is pytorch's TORCH_CUDA_ARCH_LIST_TABLE with its PTX set.
type archTable struct {
	file  TorchArchFile
	lists map[string]map[string][]int // "13.0" -> "x86_64" -> {75, ...}
	ptx   []int
}

var (
	archVersionRe = regexp.MustCompile(`^\s*"(\d+\.\d+)":\s*\{\s*$`)
	archHostRe    = regexp.MustCompile(`^\s*"(x86_64|aarch64)":\s*\{([\d,\s]*)\},?\s*$`)
	ptxRe         = regexp.MustCompile(`(?m)^_PTX_ARCHES(?:\s*:[^=\n]*)?\s*=\s*\{([\d,\s]*)\}`)
)

func parseArchTable(f TorchArchFile, page []byte) (*archTable, error) {
	t := &archTable{file: f, lists: map[string]map[string][]int{}}
	src := string(page)
	start := strings.Index(src, "TORCH_CUDA_ARCH_LIST_TABLE")
	if start < 0 {
		return nil, fmt.Errorf("no TORCH_CUDA_ARCH_LIST_TABLE")
	}
	version := ""
	for _, l := range strings.Split(src[start:], "\n")[1:] {
		if l == "}" {
			break
		}
		if m := archVersionRe.FindStringSubmatch(l); m != nil {
			version = m[1]
			t.lists[version] = map[string][]int{}
		} else if m := archHostRe.FindStringSubmatch(l); m != nil && version != "" {
			t.lists[version][m[1]] = ints(m[2])
		}
	}
	if m := ptxRe.FindStringSubmatch(src); m != nil {
		t.ptx = ints(m[1])
	}
	if len(t.lists) == 0 {
		return nil, fmt.Errorf("TORCH_CUDA_ARCH_LIST_TABLE lists no CUDA version")
	}
	return t, nil
}

func ints(s string) []int {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' }) {
		if n, err := strconv.Atoi(f); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// arch returns the union of the hosts' lists for a CUDA minor as
// TORCH_CUDA_ARCH_LIST entries ("7.5", "12.0+PTX") and the source, or nil.
func (t *archTable) arch(minor, torch string) ([]string, string) {
	if t == nil || t.lists[minor] == nil || versionLess(torch, t.file.From) {
		return nil, ""
	}
	hosts := t.lists[minor]
	var ccs []int
	var parts []string
	for _, h := range []string{"x86_64", "aarch64"} {
		parts = append(parts, fmt.Sprintf("%s %s", h, joinCC(hosts[h], t.ptx)))
		for _, cc := range hosts[h] {
			if !slices.Contains(ccs, cc) {
				ccs = append(ccs, cc)
			}
		}
	}
	slices.Sort(ccs)
	src := fmt.Sprintf("%s (TORCH_CUDA_ARCH_LIST_TABLE[%s]: %s; _PTX_ARCHES %v adds +PTX). spkit keeps the union", t.file.Cite(), minor, strings.Join(parts, "; "), t.ptx)
	if t.file.Note != "" {
		src += "; " + t.file.Note
	}
	return strings.Split(joinCC(ccs, t.ptx), ", "), src
}

func joinCC(ccs, ptx []int) string {
	out := make([]string, len(ccs))
	for i, cc := range ccs {
		out[i] = fmt.Sprintf("%d.%d", cc/10, cc%10)
		if slices.Contains(ptx, cc) {
			out[i] += "+PTX"
		}
	}
	return strings.Join(out, ", ")
}

// fetchGitHub reads the files curated.yaml names.
func (g *gen) fetchGitHub(ctx context.Context) error {
	gh := g.in.GitHub
	for _, f := range gh.BuildMatrix {
		page, err := g.getGitHub(ctx, f.GitHubFile)
		if err != nil {
			return err
		}
		bm, err := parseBuildMatrix(f, page)
		if err != nil {
			return &SourceError{URL: f.URL(g.o.GitHubURL), Err: err}
		}
		if bm.candidate != f.Torch && f.Secondary == "" {
			return &SourceError{URL: f.URL(g.o.GitHubURL), Err: fmt.Errorf("builds torch %s, not %s", bm.candidate, f.Torch)}
		}
		g.builds = append(g.builds, bm)
	}
	if f := gh.ReleaseVersions; f != nil {
		page, err := g.getGitHub(ctx, *f)
		if err != nil {
			return err
		}
		if g.releaseSet, err = parseReleaseVersions(*f, page); err != nil {
			return &SourceError{URL: f.URL(g.o.GitHubURL), Err: err}
		}
	}
	if f := gh.TorchArch; f != nil {
		page, err := g.getGitHub(ctx, f.GitHubFile)
		if err != nil {
			return err
		}
		if g.archTable, err = parseArchTable(*f, page); err != nil {
			return &SourceError{URL: f.URL(g.o.GitHubURL), Err: err}
		}
	}
	return g.fetchImageFiles(ctx)
}

// getGitHub reads one file; a file that is not there is an error (the
// input names it).
func (g *gen) getGitHub(ctx context.Context, f GitHubFile) ([]byte, error) {
	url := f.URL(g.o.GitHubURL)
	page, err := g.f.get(ctx, url)
	if err != nil {
		return nil, notFoundIsError(url, err)
	}
	return page, nil
}
