package compose

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// explanation rewrites an engine or SDK failure that contains match.
// NVIDIAToolkitHint says how to give the engine GPUs.
const NVIDIAToolkitHint = "install the NVIDIA Container Toolkit, then run `sudo nvidia-ctk runtime configure --runtime=docker` and `sudo systemctl restart docker`"

type explanation struct {
	match []string // all must appear in the error text
	code  errdefs.Code
	msg   string // %s: the profile
	hint  string // %s: the profile
}

// explanations are the failures of `up` users meet, as sentences.
var explanations = []explanation{
	{[]string{`could not select device driver "nvidia"`}, errdefs.Environment,
		"the Docker engine has no NVIDIA runtime, so it cannot give profile %s's container a GPU", NVIDIAToolkitHint},
	{[]string{"rlimit", "operation not permitted"}, errdefs.Runtime,
		"the engine may not raise the memlock limit for profile %s: this host caps RLIMIT_MEMLOCK (sandboxes and some container hosts do; real GPU hosts allow it, and NVIDIA recommends memlock -1)",
		"on this machine use a user profile that extends %s with `runtime: {ulimits: {memlock: 0}}` (0 leaves the engine's default)"},
	{[]string{"is already in use by container"}, errdefs.Runtime,
		"a container named like profile %s's already exists outside this project",
		"remove it (docker rm NAME) or rename the project in spkit.yaml"},
	{[]string{"No such image"}, errdefs.Environment,
		"the image for profile %s is not in the engine", "build it: spkit build --profile %s, or spkit up --build"},
	{[]string{"does not match the specified platform"}, errdefs.Environment,
		"the image for profile %s was built for another platform than the profile's",
		"rebuild it for the profile's platform: spkit build --profile %s"},
	{[]string{"exec format error"}, errdefs.Runtime,
		"the image for profile %s is for another CPU architecture than this machine",
		"run it on a machine of the profile's platform, or install binfmt/QEMU emulation"},
}

// Explain turns a failure of up into a sentence that says what to do,
// keeping err as the cause. Unknown failures become a Runtime error.
func Explain(err error, profile string) error {
	if err == nil || errors.Is(err, context.Canceled) {
		return err
	}
	var ue *errdefs.Error
	if errors.As(err, &ue) {
		return err
	}
	text := err.Error()
	for _, e := range explanations {
		if containsAll(text, e.match) {
			return errdefs.Wrap(e.code, err, fmt.Sprintf(e.msg, profile), hintf(e.hint, profile))
		}
	}
	return errdefs.Wrap(errdefs.Runtime, err, fmt.Sprintf("starting profile %s failed: %s", profile, firstLineOf(text)),
		"see spkit logs "+profile+"; --debug shows the cause")
}

func containsAll(s string, subs []string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}

func hintf(h, profile string) string {
	if strings.Contains(h, "%s") {
		return fmt.Sprintf(h, profile)
	}
	return h
}

func firstLineOf(s string) string { return strings.TrimSpace(strings.SplitN(s, "\n", 2)[0]) }
