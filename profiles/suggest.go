package profiles

// Suggest returns the candidate closest to s by edit distance, or "" when
// none is close enough to be a likely typo.
func Suggest(s string, candidates []string) string {
	best, bestDist := "", len(s)/2+2
	for _, c := range candidates {
		if d := EditDistance(s, c); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// EditDistance is the Levenshtein distance of a and b, for "did you mean".
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
