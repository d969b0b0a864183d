package hostmem

import (
	"bytes"
	"errors"
	"strconv"
)

// Small byte helpers that do not allocate: the guard's fast path parses
// kernel text many times a second.

func indexByte(b []byte, c byte) int { return bytes.IndexByte(b, c) }

func hasPrefix(b []byte, prefix string) bool {
	return len(b) >= len(prefix) && string(b[:len(prefix)]) == prefix
}

func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\n') {
		b = b[:len(b)-1]
	}
	if i := bytes.IndexByte(b, ' '); i >= 0 { // "1234 kB"
		b = b[:i]
	}
	return b
}

var errNotNumber = errors.New("not a number")

// parseUint parses decimal digits.
func parseUint(b []byte) (uint64, error) {
	if len(b) == 0 {
		return 0, errNotNumber
	}
	var n uint64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, errNotNumber
		}
		n = n*10 + uint64(c-'0')
	}
	return n, nil
}

// parseLimit parses a cgroup limit file's content: "max" (v2) or a number;
// v1 reports "no limit" as a huge page-aligned number. 0 means no limit.
func parseLimit(b []byte) (uint64, error) {
	b = trimSpace(b)
	if string(b) == "max" {
		return 0, nil
	}
	n, err := strconv.ParseUint(string(b), 10, 64)
	if err != nil {
		return 0, err
	}
	if n >= 1<<62 {
		return 0, nil
	}
	return n, nil
}

// statField returns the value of key in a "key value" file (memory.stat).
func statField(b []byte, key string) (uint64, bool) {
	for len(b) > 0 {
		line := b
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		if len(line) > len(key) && line[len(key)] == ' ' && hasPrefix(line, key) {
			n, err := parseUint(trimSpace(line[len(key)+1:]))
			return n, err == nil
		}
	}
	return 0, false
}
