package project

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/trainconfig"
)

var (
	// projectName is one Docker image path component without '.', which
	// also makes a valid compose project name and volume name prefix.
	projectName = regexp.MustCompile(`^[a-z][a-z0-9]*(?:(?:_|__|-+)[a-z0-9]+)*$`)
	profileName = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	volumeName  = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9_.-]*$`)
	minorVer    = regexp.MustCompile(`^\d+\.\d+$`)
	releaseVer  = regexp.MustCompile(`^\d+\.\d+(?:\.\d+)?(?:[.+-][0-9A-Za-z.]+)?$`)
	aptPackage  = regexp.MustCompile(`^[a-z0-9][a-z0-9+.-]+(?:=[A-Za-z0-9.+~:-]+)?$`)
)

const maxNameLen = 63

// Validate checks a Config's values: the name, versions, globs, paths,
// durations, env and per-profile overrides. It checks no files; Load does.
// Parse already calls it; call it for a Config built in code.
func Validate(cfg *Config) error {
	return validate(cfg, &source{path: cfg.Path})
}

// validate runs the checks in file order; the first problem is returned.
func validate(cfg *Config, src *source) error {
	v := &validator{src: src}
	for _, check := range []func(*Config) error{
		v.name, v.versions,
		func(c *Config) error { return v.relPath("requirements", c.Requirements) },
		v.packages, v.copy, v.train, v.volumes,
		func(c *Config) error { return v.env("env", c.Env) },
		v.profiles,
		func(c *Config) error { return v.relPath("profiles_dir", c.ProfilesDir) },
		func(c *Config) error { return v.metrics("metrics", c.Metrics) },
	} {
		if err := check(cfg); err != nil {
			return err
		}
	}
	return nil
}

type validator struct{ src *source }

func (v *validator) name(cfg *Config) error {
	if cfg.Name == "" {
		return v.src.errKey("name", "add `name: my-trainer` (it names the image and the compose project)", "name is missing")
	}
	if len(cfg.Name) > maxNameLen || !projectName.MatchString(cfg.Name) {
		return v.src.errKey("name", fmt.Sprintf("use at most %d lower-case letters, digits, '-' and '_', starting with a letter (it becomes the image name)", maxNameLen),
			"name %q is not valid", cfg.Name)
	}
	return nil
}

func (v *validator) versions(cfg *Config) error {
	if cfg.CUDA != "" && !minorVer.MatchString(cfg.CUDA) {
		return v.src.errKey("cuda", "write the CUDA minor version, e.g. cuda: \"13.0\"", "cuda %q is not a version", cfg.CUDA)
	}
	if cfg.Python != "" && !minorVer.MatchString(cfg.Python) {
		return v.src.errKey("python", "write the minor version, e.g. python: \"3.12\"", "python %q is not a version", cfg.Python)
	}
	if cfg.Torch != "" && cfg.Torch != TorchFromBase && !releaseVer.MatchString(cfg.Torch) {
		return v.src.errKey("torch", "write a version such as 2.9.1, or `base` for a base image that ships PyTorch", "torch %q is not a version", cfg.Torch)
	}
	for _, f := range []struct{ key, val string }{{"torchvision", cfg.Torchvision}, {"torchaudio", cfg.Torchaudio}} {
		key, val := f.key, f.val
		if val != "" && !releaseVer.MatchString(val) {
			return v.src.errKey(key, "write a version such as 0.24.1, or leave it out to take the matrix's", "%s %q is not a version", key, val)
		}
	}
	if cfg.Torch == TorchFromBase && (cfg.Torchvision != "" || cfg.Torchaudio != "") {
		return v.src.errKey("torch", "remove torchvision/torchaudio: the base image decides them", "torch: base cannot pin torchvision or torchaudio")
	}
	return nil
}

func (v *validator) packages(cfg *Config) error {
	for i, p := range cfg.SystemPackages {
		if !aptPackage.MatchString(p) {
			return v.src.errKey(fmt.Sprintf("system_packages[%d]", i), "write an apt package name, optionally =version", "system package %q is not a valid name", p)
		}
	}
	for i, p := range cfg.BuilderPackages {
		if !aptPackage.MatchString(p) {
			return v.src.errKey(fmt.Sprintf("builder_packages[%d]", i), "write an apt package name, optionally =version", "builder package %q is not a valid name", p)
		}
	}
	for _, f := range []struct {
		field string
		list  []string
	}{{"pip_packages", cfg.PipPackages}, {"features", cfg.Features}} {
		field := f.field
		for i, p := range f.list {
			if strings.TrimSpace(p) == "" || strings.ContainsFunc(p, isControl) {
				return v.src.errKey(fmt.Sprintf("%s[%d]", field, i), "remove the empty entry or the line break", "%s[%d] %q is not valid", field, i, p)
			}
		}
	}
	return nil
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

func (v *validator) copy(cfg *Config) error {
	if len(cfg.Copy) == 0 {
		return v.src.errKey("copy", `list what goes into the image, e.g. copy: ["*.py", "utils/"]`, "copy is missing or empty")
	}
	for i, g := range cfg.Copy {
		key := fmt.Sprintf("copy[%d]", i)
		if strings.TrimSpace(g) == "" {
			return v.src.errKey(key, "remove the empty entry", "%s is empty", key)
		}
		if _, err := filepath.Match(g, ""); err != nil || strings.ContainsFunc(g, isControl) {
			return v.src.errKey(key, "use *, ? and [a-z] as in filepath.Match", "copy glob %q is not a valid pattern", g)
		}
		if !isLocal(g) {
			return v.src.errKey(key, "copy globs are relative to the repository and stay inside it", "copy glob %q leaves the repository", g)
		}
	}
	return nil
}

// isLocal reports whether p is a relative path that stays inside the
// repository ("utils/", "./data" yes; "/etc", "../x" no).
func isLocal(p string) bool {
	return filepath.IsLocal(filepath.Clean(strings.TrimSuffix(p, "/")))
}

// ValidCwd reports whether train.cwd is empty or a folder inside the
// repository written without "..", absolute paths or control characters.
func ValidCwd(p string) bool {
	if p == "" {
		return true
	}
	for _, el := range strings.Split(filepath.ToSlash(p), "/") {
		if el == ".." {
			return false
		}
	}
	return isLocal(p) && !strings.ContainsFunc(p, isControl)
}

// relPath checks an optional repository-relative path.
func (v *validator) relPath(key, p string) error {
	if p == "" {
		return nil
	}
	if !isLocal(p) || strings.ContainsFunc(p, isControl) {
		return v.src.errKey(key, "use a path relative to the repository, inside it", "%s %q leaves the repository", key, p)
	}
	return nil
}

func (v *validator) train(cfg *Config) error {
	t := cfg.Train
	if len(t.Command) == 0 || strings.TrimSpace(t.Command[0]) == "" {
		return v.src.errKey("train.command", `give the trainer's argv, e.g. command: [python, train.py, --config, "{config}"]`, "train.command is missing or empty")
	}
	if err := v.relPath("train.config", t.Config); err != nil {
		return err
	}
	if t.Dialect != "" && trainconfig.LookupDialect(t.Dialect) == nil {
		return v.src.errKey("train.dialect", "use one of "+strings.Join(trainconfig.DialectNames(), ", "), "train.dialect %q is not a known trainer dialect", t.Dialect)
	}
	if t.Workdir != "" && !strings.HasPrefix(t.Workdir, "/") {
		return v.src.errKey("train.workdir", "use an absolute path inside the image, e.g. /app", "train.workdir %q is not absolute", t.Workdir)
	}
	if !ValidCwd(t.Cwd) {
		return v.src.errKey("train.cwd", "write the repository's folder the command starts in, relative to it, such as scripts (no '..', not absolute)", "train.cwd %q is not a folder inside the repository", t.Cwd)
	}
	return v.duration("train.stop_grace_period", t.StopGracePeriod)
}

func (v *validator) duration(key, s string) error {
	if s == "" {
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return v.src.errKey(key, "write a positive duration such as 120s or 5m", "%s %q is not a duration", key, s)
	}
	return nil
}

func (v *validator) volumes(cfg *Config) error {
	if cfg.Volumes.Data != NoData {
		if err := v.relPath("volumes.data", cfg.Volumes.Data); err != nil {
			return err
		}
	}
	if err := v.relPath("volumes.output", cfg.Volumes.Output); err != nil {
		return err
	}
	if c := cfg.Volumes.Cache; c != "" && !volumeName.MatchString(c) {
		return v.src.errKey("volumes.cache", "name a Docker volume: letters, digits, '_', '.', '-'", "volumes.cache %q is not a volume name", c)
	}
	return nil
}

// env checks variables with envcheck's one rule (names, secret-looking
// names, values a Dockerfile and a compose file can hold) and refuses
// CUDA_VISIBLE_DEVICES=all, which hides every GPU (FACTS.md, environment).
func (v *validator) env(prefix string, env map[string]string) error {
	for _, k := range sortedKeys(env) {
		key := prefix + "." + k
		if problem, hint := envcheck.Check(k, env[k]); problem != "" {
			return v.src.errKey(key, hint, "%s: %s", prefix, problem)
		}
		if k == "CUDA_VISIBLE_DEVICES" && strings.EqualFold(strings.TrimSpace(env[k]), "all") {
			return v.src.errKey(key, "remove it: set NVIDIA_VISIBLE_DEVICES=all, or leave GPU selection to the profile",
				"%s: CUDA_VISIBLE_DEVICES=all is invalid and hides every GPU", prefix)
		}
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (v *validator) profiles(cfg *Config) error {
	for _, name := range sortedKeys(cfg.Profiles) {
		if err := v.profile(name, cfg.Profiles[name], cfg.Train.Config); err != nil {
			return err
		}
	}
	return nil
}

func (v *validator) profile(name string, o ProfileOverride, trainConfig string) error {
	key := "profiles." + name
	if !profileName.MatchString(name) {
		return v.src.errKey(key, "profile names are lower-case, like dgx-spark or rtx4090 (see `spkit profiles list`)", "profile name %q is not valid", name)
	}
	if o.CUDA != "" && !minorVer.MatchString(o.CUDA) {
		return v.src.errKey(key+".cuda", `write the CUDA minor version, e.g. cuda: "12.9"`, "%s.cuda %q is not a version", key, o.CUDA)
	}
	if err := v.relPath(key+".train_config", o.TrainConfig); err != nil {
		return err
	}
	if err := v.relPath(key+".requirements", o.Requirements); err != nil {
		return err
	}
	for _, k := range sortedKeys(o.TrainerOverrides) {
		if strings.TrimSpace(k) == "" {
			return v.src.errKey(key+".trainer_overrides", "name the trainer config key to override", "%s.trainer_overrides has an empty key", key)
		}
	}
	if err := trainconfig.CheckOverrides(o.TrainerOverrides); err != nil {
		return v.src.errKey(key+".trainer_overrides", trainconfig.OverridesHint, "%s: %v", key, err)
	}
	if len(o.TrainerOverrides) > 0 && trainConfig == "" && o.TrainConfig == "" {
		return v.src.errKey(key+".trainer_overrides",
			"set train.config to the trainer's config file (train.command's {config} then gets the merged copy), or pass the values as train_args",
			"%s.trainer_overrides has no trainer config to change: spkit.yaml sets no train.config", key)
	}
	if err := v.metrics(key+".metrics", o.Metrics); err != nil {
		return err
	}
	return v.env(key+".env", o.Env)
}

// MaxPort is the highest TCP port.
const MaxPort = 65535

// metrics checks a metrics section: when it is there, its port is a TCP
// port (absent, metrics are off: there is no "off" value to write).
func (v *validator) metrics(key string, m *Metrics) error {
	if m == nil || (m.Port >= 1 && m.Port <= MaxPort) {
		return nil
	}
	hint := "write a TCP port from 1 to 65535, e.g. port: 9400; leave " + key + " out to serve no metrics"
	if m.Port == 0 && v.src.pos(key+".port").line == 0 {
		return v.src.errKey(key, hint, "%s.port is missing", key)
	}
	return v.src.errKey(key+".port", hint, "%s.port %d is not a TCP port", key, m.Port)
}
