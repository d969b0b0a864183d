package project

import (
	"fmt"
	"slices"
	"strings"
)

// xformersFlags are the trainer options that turn on xformers' attention:
// the diffusers training examples' --enable_xformers_memory_efficient_attention,
// which raises "xformers is not available" when the package is missing
// (diffusers examples/dreambooth/train_dreambooth.py: `if
// is_xformers_available(): ... else: raise ValueError(...)`), and the
// kohya-style --xformers.
var xformersFlags = []string{"--enable_xformers_memory_efficient_attention", "--xformers"}

// checkXformers says, in a CHECK line, that the written command needs
// xformers when nothing installs it: spkit does not add it on its own,
// since each xformers wheel requires one torch release
// (https://pypi.org/project/xformers/, its Requires-Dist torch==X) and pip
// would replace the image's torch with that one.
func (d *Detection) checkXformers(dir string) {
	i := slices.IndexFunc(d.Command, func(w string) bool {
		flag, _, _ := strings.Cut(w, "=")
		return slices.Contains(xformersFlags, flag)
	})
	if i < 0 || slices.ContainsFunc(d.PipPackages, func(p string) bool { return strings.HasPrefix(strings.ToLower(p), "xformers") }) {
		return
	}
	if d.Requirements != "" && requirementNames(dir, append([]string{d.Requirements}, d.Nested...))["xformers"] {
		return
	}
	d.Checks = append(d.Checks, fmt.Sprintf("train.command passes %s, which needs xformers, and nothing spkit installs provides it: add to pip_packages the xformers release built for torch %s (each requires one torch version; pip would otherwise replace the image's), or take the option out of train.command", d.Command[i], orDefault(d.Torch.Torch, "the image's")))
}
