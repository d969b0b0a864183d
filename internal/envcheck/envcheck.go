// Package envcheck is the one rule for environment variables spkit writes
// into Dockerfiles (ENV) and compose files (environment:), applied when
// spkit.yaml and profile files are parsed so every output agrees.
package envcheck

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// The expressions compile on first use: the in-image binary's healthcheck
// checks no name, and an initializer would run on every start.
var (
	nameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })
	// secretRE matches the names BuildKit's SecretsUsedInArgOrEnv check flags.
	secretRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(^|_)(api_?key|auth|credentials?|key|passw(or)?d|pword|secret|token)(_|$)`)
	})
	notSecrets = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)(^|_)(public|file|version)(_|$)`) })
)

// Hints for the three rules, for the caller's error.
const (
	NameHint   = "use letters, digits and '_', not starting with a digit"
	ValueHint  = "write the value on one line without control characters (a Dockerfile ENV and a compose environment entry cannot hold them)"
	SecretHint = "pass secrets at build time with `spkit build --secret id=hf_token,env=HF_TOKEN`, and at run time from the host environment or an env file, never in spkit.yaml or a profile"
)

// Name checks a variable name: [A-Za-z_][A-Za-z0-9_]*.
func Name(name string) error {
	if !nameRE().MatchString(name) {
		return fmt.Errorf("%q is not a valid variable name", name)
	}
	return nil
}

// LooksSecret reports whether a name looks like it holds a secret
// (HF_TOKEN, WANDB_API_KEY, DB_PASSWORD): such a value would be readable in
// the image config and the compose file.
func LooksSecret(name string) bool {
	return secretRE().MatchString(name) && !notSecrets().MatchString(name)
}

// Value checks that a value can be written into a Dockerfile ENV line and
// a compose file as it is: no newline, carriage return, NUL or other
// control character (a tab is fine).
func Value(v string) error {
	for _, r := range v {
		if r == '\t' || (r >= 0x20 && r != 0x7f) {
			continue
		}
		return fmt.Errorf("the value holds %s", describe(r))
	}
	return nil
}

func describe(r rune) string {
	switch r {
	case '\n':
		return "a newline"
	case '\r':
		return "a carriage return"
	case 0:
		return "a NUL character"
	}
	return fmt.Sprintf("the control character %s", strings.Trim(fmt.Sprintf("%q", r), "'"))
}

// Check applies the three rules to one variable and returns what is wrong
// and the hint, or "" when it is fine.
func Check(name, value string) (problem, hint string) {
	if err := Name(name); err != nil {
		return err.Error(), NameHint
	}
	if LooksSecret(name) {
		return fmt.Sprintf("%s looks like a secret; it would be readable in the image and the compose file", name), SecretHint
	}
	if err := Value(value); err != nil {
		return fmt.Sprintf("%s: %v", name, err), ValueHint
	}
	return "", ""
}
