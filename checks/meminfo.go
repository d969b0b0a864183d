package checks

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// MemInfo is the part of /proc/meminfo spkit reads, in bytes.
type MemInfo struct {
	Total     uint64 `json:"total"`
	Available uint64 `json:"available"`
}

// ParseMemInfo reads MemTotal and MemAvailable from /proc/meminfo content.
func ParseMemInfo(data []byte) (MemInfo, error) {
	var m MemInfo
	found := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() && found < 2 {
		key, rest, ok := strings.Cut(sc.Text(), ":")
		if !ok || (key != "MemTotal" && key != "MemAvailable") {
			continue
		}
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			return m, fmt.Errorf("/proc/meminfo: %s has no value", key)
		}
		kib, err := strconv.ParseUint(fields[0], 10, 64)
		if err != nil {
			return m, fmt.Errorf("/proc/meminfo: %s: %w", key, err)
		}
		if key == "MemTotal" {
			m.Total = kib * 1024
		} else {
			m.Available = kib * 1024
		}
		found++
	}
	if found < 2 {
		return m, fmt.Errorf("/proc/meminfo has no MemTotal/MemAvailable (kernel older than 3.14?)")
	}
	return m, nil
}
