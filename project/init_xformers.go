package project

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// checkXformers says, in a CHECK line, that the written command needs
// xformers (an option of reposcan.XformersOptions) when nothing installs
// it: spkit does not add it on its own, since each xformers wheel requires
// one torch release and pip would replace the image's torch with that one.
func (d *Detection) checkXformers(dir string) {
	i := slices.IndexFunc(d.Command, func(w string) bool {
		flag, _, _ := strings.Cut(w, "=")
		return slices.Contains(reposcan.XformersOptions, flag)
	})
	if i < 0 || slices.ContainsFunc(d.PipPackages, func(p string) bool { return strings.HasPrefix(strings.ToLower(p), "xformers") }) {
		return
	}
	if d.Requirements != "" && requirementNames(dir, append([]string{d.Requirements}, d.Nested...))["xformers"] {
		return
	}
	d.Checks = append(d.Checks, fmt.Sprintf("train.command passes %s, which needs xformers, and nothing spkit installs provides it: add to pip_packages the xformers release built for torch %s (each requires one torch version; pip would otherwise replace the image's), or take the option out of train.command", d.Command[i], orDefault(d.Torch.Torch, "the image's")))
}
