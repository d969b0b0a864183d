// Package plotstyle is the one palette of spkit's plots (`spkit report`'s
// timeline, `spkit probe`'s peaks): the same thing drawn in the same
// colour wherever it appears.
package plotstyle

import "image/color"

// The palette. Green is what fits (probe) or the trainer's host memory
// (report), purple GPU memory, blue host memory beside it or the machine's
// used memory, orange a target or the cgroup, red a limit the guard stops
// at, grey the machine's total, a fit or a skipped trial.
var (
	Blue   = color.RGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xff}
	Green  = color.RGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
	Purple = color.RGBA{R: 0x6a, G: 0x1b, B: 0x9a, A: 0xff}
	Orange = color.RGBA{R: 0xef, G: 0x6c, B: 0x00, A: 0xff}
	Red    = color.RGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
	Grey   = color.RGBA{R: 0x75, G: 0x75, B: 0x75, A: 0xff}
)
