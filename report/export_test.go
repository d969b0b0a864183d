package report

import "gonum.org/v1/plot"

// PlainTicksFor exposes the plot's tick labels to the tests.
func PlainTicksFor(min, max float64) []plot.Tick { return plainTicks{}.Ticks(min, max) }
