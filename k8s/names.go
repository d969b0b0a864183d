package k8s

import (
	"regexp"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runspec"
)

// maxName leaves room under a DNS label's 63 characters for the pods'
// "-NN-xxxxx" suffixes and the claims' suffixes.
const maxName = 50

var notDNS = regexp.MustCompile(`[^a-z0-9-]+`)

// DNSName is the one sanitiser of every object name spkit writes: s as an
// RFC 1123 label of at most max characters (lower-case letters, digits and
// '-', starting and ending with a letter or digit), so "x_y-hf-cache"
// becomes "x-y-hf-cache" like every other object of project x_y. A name
// that does not start with a letter gets "s-" in front: Services and pods'
// hostnames need RFC 1035 labels.
func DNSName(s string, max int) string {
	n := strings.Trim(notDNS.ReplaceAllString(strings.ToLower(s), "-"), "-")
	if n == "" || n[0] < 'a' || n[0] > 'z' {
		n = "s-" + n
	}
	if len(n) > max {
		n = n[:max]
	}
	return strings.TrimRight(n, "-")
}

// Name is the Job's and the Service's name: PROJECT-PROFILE as a DNS label.
func Name(spec *runspec.Spec) string { return DNSName(spec.Project+"-"+spec.Profile, maxName) }

// cacheClaim is the Hugging Face cache's claim: the compose volume's name
// (PROJECT-hf-cache or volumes.cache) as a DNS label.
func (b *builder) cacheClaim() string {
	return DNSName(b.s.Cache.Name, validation.DNS1123LabelMaxLength)
}

// CheckNamespace refuses a namespace Kubernetes would refuse (or a shell
// would run: 'Bad_NS;id'), before anything is rendered.
func CheckNamespace(ns string) error {
	if ns == "" {
		return nil
	}
	if errs := validation.IsDNS1123Label(ns); len(errs) > 0 {
		return errdefs.Usagef("name it with lower-case letters, digits and '-', at most 63, starting and ending with a letter or digit",
			"--namespace %q is not a Kubernetes namespace name", ns)
	}
	return nil
}

// CheckStorageClass refuses a storage class name Kubernetes would refuse.
func CheckStorageClass(sc string) error {
	if sc == "" {
		return nil
	}
	if errs := validation.IsDNS1123Subdomain(sc); len(errs) > 0 {
		return errdefs.Usagef("name it with lower-case letters, digits, '-' and '.', as kubectl get storageclass lists them",
			"--storage-class %q is not a Kubernetes storage class name", sc)
	}
	return nil
}
