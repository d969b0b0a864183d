package probe

import (
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"
)

// Point is one measured trial: the parameter's value and the trainer's
// peak memory in bytes.
type Point struct {
	X    int
	Peak uint64
}

// Fit predicts peak memory from the parameter. Activation memory grows
// linearly with the batch and super-linearly with the sequence length
// (attention), so the model is a quadratic a + b·x + c·x² with c ≥ 0, fitted
// by least squares; with two points it is the line through them. Predict
// takes the larger of the quadratic and the line through the two largest
// points, so a curve bending upwards is never underestimated by the fit.
type Fit struct {
	A, B, C float64
	// Line is the line through the two largest measured points.
	LineA, LineB float64
	N            int
	// MaxX is the largest measured value: the secant only counts beyond it.
	MaxX int
}

// NewFit fits points; ok is false with fewer than two distinct values.
func NewFit(points []Point) (Fit, bool) {
	pts := distinct(points)
	if len(pts) < 2 {
		return Fit{}, false
	}
	f := Fit{N: len(pts), MaxX: pts[len(pts)-1].X}
	first, p, q := pts[0], pts[len(pts)-2], pts[len(pts)-1]
	// Peak memory does not fall as the batch grows: two close points
	// measured the wrong way round by noise (29 under 28) would make a
	// falling line that predicts everything fits. The line's slope is at
	// least the one from the first point to the largest.
	f.LineB = max(slope(p, q), slope(first, q))
	f.LineA = float64(q.Peak) - f.LineB*float64(q.X)
	f.A, f.B = f.LineA, f.LineB
	if len(pts) >= 3 {
		if a, b, c, ok := quadratic(pts); ok && c >= 0 {
			f.A, f.B, f.C = a, b, c
		}
	}
	return f, true
}

// Predict returns the predicted peak at x (never below 0): the fit within
// the measured range, and beyond it the larger of the fit and the secant.
func (f Fit) Predict(x int) uint64 {
	fx := float64(x)
	v := f.A + f.B*fx + f.C*fx*fx
	if x > f.MaxX {
		v = max(v, f.LineA+f.LineB*fx)
	}
	if v <= 0 || math.IsNaN(v) {
		return 0
	}
	if v >= math.MaxUint64 {
		return math.MaxUint64
	}
	return uint64(v)
}

// limit returns the largest x in [lo, hi] that predict puts at most at
// target, or lo-1 when none is. Predictions grow with x above the last
// point, so a bisection finds it.
func limit(predict func(int) uint64, lo, hi int, target uint64) int {
	if predict(lo) > target {
		return lo - 1
	}
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if predict(mid) <= target {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

func slope(p, q Point) float64 { return (float64(q.Peak) - float64(p.Peak)) / float64(q.X-p.X) }

// distinct keeps one point per X (the largest peak), sorted by X.
func distinct(points []Point) []Point {
	byX := map[int]uint64{}
	for _, p := range points {
		byX[p.X] = max(byX[p.X], p.Peak)
	}
	out := make([]Point, 0, len(byX))
	for x, peak := range byX {
		out = append(out, Point{x, peak})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].X < out[j].X })
	return out
}

// quadratic fits a + b·x + c·x² by least squares (QR, gonum/mat).
func quadratic(pts []Point) (a, b, c float64, ok bool) {
	x := mat.NewDense(len(pts), 3, nil)
	y := mat.NewVecDense(len(pts), nil)
	for i, p := range pts {
		fx := float64(p.X)
		x.SetRow(i, []float64{1, fx, fx * fx})
		y.SetVec(i, float64(p.Peak))
	}
	var coef mat.VecDense
	if err := coef.SolveVec(x, y); err != nil {
		return 0, 0, 0, false
	}
	return coef.AtVec(0), coef.AtVec(1), coef.AtVec(2), true
}
