package images

import (
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/buildkit/session"
	"github.com/moby/buildkit/session/secrets/secretsprovider"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// Secret is one --secret: an id the Dockerfile mounts
// (RUN --mount=type=secret,id=hf_token) and where its value comes from.
type Secret struct {
	ID   string
	File string
	Env  string
}

// ParseSecret parses "id=hf_token,src=FILE" or "id=hf_token,env=VAR"
// ("source" and "type=file|env" are accepted as docker buildx does).
func ParseSecret(v string) (Secret, error) {
	fields, err := csvFields(v)
	if err != nil {
		return Secret{}, errdefs.Usagef("write it as id=NAME,src=FILE or id=NAME,env=VAR", "invalid --secret %q", v)
	}
	var s Secret
	typ := ""
	for k, val := range fields {
		switch k {
		case "id":
			s.ID = val
		case "src", "source":
			s.File = val
		case "env":
			s.Env = val
		case "type":
			typ = val
		default:
			return Secret{}, errdefs.Usagef("keys are id, src and env", "invalid --secret %q: unknown key %q", v, k)
		}
	}
	if typ == "env" && s.Env == "" {
		s.Env, s.File = s.File, ""
	}
	if s.ID == "" || (s.File == "" && s.Env == "") || (s.File != "" && s.Env != "") {
		return Secret{}, errdefs.Usagef("write it as id=NAME,src=FILE or id=NAME,env=VAR", "invalid --secret %q", v)
	}
	return s, nil
}

// CheckSecret checks that a secret's source is there before any work: the
// file a regular, readable file (not a directory, FIFO or device), the
// environment variable set.
func CheckSecret(s Secret) error {
	if s.Env != "" {
		if _, ok := os.LookupEnv(s.Env); !ok {
			return errdefs.Usagef("export it before spkit build",
				"--secret id=%s: the environment variable %s is not set", s.ID, s.Env)
		}
		return nil
	}
	if err := fsutil.CheckRegular(s.File); err != nil {
		var nr *fsutil.NotRegularError
		if errors.As(err, &nr) {
			return errdefs.Usagef("point src= at a file holding the secret", "--secret id=%s: %s is %s, not a file", s.ID, s.File, nr.Kind)
		}
		return errdefs.Usagef("check the path given to --secret", "--secret id=%s: cannot read %s (%v)", s.ID, s.File, rootErr(err))
	}
	return nil
}

// rootErr is the innermost error ("no such file or directory").
func rootErr(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}

// SecretsAttachable checks that every secret's source exists and returns
// the session attachable that serves them to the build. Values are read
// when BuildKit asks, and never written anywhere.
func SecretsAttachable(list []Secret) (session.Attachable, error) {
	var srcs []secretsprovider.Source
	for _, s := range list {
		if s.File != "" {
			if _, err := os.Stat(s.File); err != nil {
				return nil, errdefs.Wrap(errdefs.Environment, err,
					fmt.Sprintf("the file %s for secret %q cannot be read", s.File, s.ID), "check the path given to --secret")
			}
		} else if _, ok := os.LookupEnv(s.Env); !ok {
			return nil, errdefs.New(errdefs.Environment,
				fmt.Sprintf("the environment variable %s for secret %q is not set", s.Env, s.ID), "export it before spkit build")
		}
		srcs = append(srcs, secretsprovider.Source{ID: s.ID, FilePath: s.File, Env: s.Env})
	}
	store, err := secretsprovider.NewStore(srcs)
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, "cannot read the build secrets", err.Error())
	}
	return secretsprovider.NewSecretProvider(store), nil
}

// CacheSpec is one --cache-from or --cache-to.
type CacheSpec = bkclient.CacheOptionsEntry

// ParseCacheSpec parses a --cache-from/--cache-to value: "type=registry,
// ref=REF,mode=max" or a bare image reference (type=registry).
func ParseCacheSpec(v string) (bkclient.CacheOptionsEntry, error) {
	if !strings.Contains(v, "=") {
		return bkclient.CacheOptionsEntry{Type: "registry", Attrs: map[string]string{"ref": v}}, nil
	}
	fields, err := csvFields(v)
	if err != nil {
		return bkclient.CacheOptionsEntry{}, errdefs.Usagef("write it as type=registry,ref=REF", "invalid cache spec %q", v)
	}
	e := bkclient.CacheOptionsEntry{Type: fields["type"], Attrs: map[string]string{}}
	delete(fields, "type")
	if e.Type == "" {
		e.Type = "registry"
	}
	for k, val := range fields {
		e.Attrs[k] = val
	}
	return e, nil
}

// cacheTypes are the cache backends BuildKit knows, with the attribute each
// needs for import (--cache-from) and export (--cache-to); "" needs none.
var cacheTypes = map[string][2]string{
	"registry": {"ref", "ref"},
	"local":    {"src", "dest"},
	"inline":   {"", ""},
	"gha":      {"", ""},
	"s3":       {"", ""},
	"azblob":   {"", ""},
}

// CheckCacheSpec checks a parsed --cache-from (export false) or --cache-to
// (export true) before any work: a known type, its required attribute, and
// a valid reference for the registry type.
func CheckCacheSpec(e CacheSpec, export bool) error {
	flag := "--cache-from"
	if export {
		flag = "--cache-to"
	}
	need, ok := cacheTypes[e.Type]
	if !ok {
		return errdefs.Usagef("use type=registry,ref=REF (or local, inline, gha, s3, azblob)", "%s: unknown cache type %q", flag, e.Type)
	}
	attr := need[0]
	if export {
		attr = need[1]
	}
	if attr != "" && e.Attrs[attr] == "" {
		return errdefs.Usagef(fmt.Sprintf("write it as type=%s,%s=...", e.Type, attr), "%s type=%s needs %s=", flag, e.Type, attr)
	}
	if e.Type == "registry" {
		return CheckImageRef(flag+" ref", e.Attrs["ref"])
	}
	return nil
}

// ParseKeyValues parses K=V flags (--build-arg, --label).
func ParseKeyValues(flag string, values []string) (map[string]string, error) {
	out := map[string]string{}
	for _, v := range values {
		k, val, ok := strings.Cut(v, "=")
		if k != "" && !argName.MatchString(k) {
			return nil, errdefs.Usagef("use letters, digits and '_', not starting with a digit", "invalid %s %q: %q is not a valid name", flag, v, k)
		}
		if !ok || k == "" {
			if k != "" && !ok {
				if env, set := os.LookupEnv(k); set {
					out[k] = env // --build-arg NAME takes the value from the environment
					continue
				}
			}
			return nil, errdefs.Usagef("write it as "+flag+" KEY=VALUE", "invalid %s %q", flag, v)
		}
		out[k] = val
	}
	return out, nil
}

var argName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// csvFields parses "k=v,k=v" (values may be quoted).
func csvFields(v string) (map[string]string, error) {
	r := csv.NewReader(strings.NewReader(v))
	rec, err := r.Read()
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, f := range rec {
		k, val, ok := strings.Cut(f, "=")
		if !ok {
			return nil, fmt.Errorf("field %q has no '='", f)
		}
		out[strings.ToLower(strings.TrimSpace(k))] = val
	}
	return out, nil
}
