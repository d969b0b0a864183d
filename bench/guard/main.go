// Command guard benchmarks spkit run's memory guard against earlyoom on the
// same synthetic memory hog: time from MemAvailable crossing the threshold
// to the hog's SIGTERM, overshoot past the threshold, and the guard's CPU
// use idle and near the limit. Results go to stdout as Markdown.
//
//	make build && go run ./bench/guard -spkit bin/spkit
//
// Needs earlyoom (Debian: apt-get install earlyoom) for the comparison and
// a few GiB of free memory. earlyoom is run with --prefer for the hog, so
// on a shared machine it picks the hog and nothing else.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/docker/go-units"
)

type config struct {
	spkit, earlyoom string
	trials          int
	rates           []int64
	margin          int64
	cpuWindow       time.Duration
	hog             string // the hog binary (this program under another name)
	dir             string
}

func main() {
	if os.Getenv("GUARDHOG") == "1" {
		os.Exit(runHog())
	}
	var c config
	var rates, margin string
	flag.StringVar(&c.spkit, "spkit", "bin/spkit", "the spkit binary")
	flag.StringVar(&c.earlyoom, "earlyoom", "earlyoom", "the earlyoom binary (\"\" to skip)")
	flag.IntVar(&c.trials, "trials", 8, "trials per tool and rate")
	flag.StringVar(&rates, "rates", "256MiB,1GiB", "hog growth rates per second")
	flag.StringVar(&margin, "margin", "1GiB", "threshold distance below MemAvailable at the start of a trial")
	flag.DurationVar(&c.cpuWindow, "cpu-window", 20*time.Second, "window for CPU measurements")
	flag.Parse()
	if err := c.parse(rates, margin); err != nil {
		fmt.Fprintln(os.Stderr, "guard bench:", err)
		os.Exit(2)
	}
	if err := c.run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "guard bench:", err)
		os.Exit(1)
	}
}

func (c *config) parse(rates, margin string) error {
	for _, r := range strings.Split(rates, ",") {
		n, err := units.RAMInBytes(r)
		if err != nil {
			return err
		}
		c.rates = append(c.rates, n)
	}
	m, err := units.RAMInBytes(margin)
	c.margin = m
	if c.earlyoom != "" {
		if p, err := exec.LookPath(c.earlyoom); err == nil {
			c.earlyoom = p
		} else {
			fmt.Fprintf(os.Stderr, "guard bench: %s not found, comparing with nothing\n", c.earlyoom)
			c.earlyoom = ""
		}
	}
	return err
}

func (c *config) run(w io.Writer) error {
	dir, err := os.MkdirTemp("", "guard-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	c.dir = dir
	// The hog is this program under its own name, so earlyoom's --prefer
	// can pick it out by process name.
	c.hog = filepath.Join(dir, "guardhog")
	if err := copyFile(os.Args[0], c.hog); err != nil {
		return err
	}
	fmt.Fprintf(w, "Machine: %s\n\n", machine())
	if err := c.reactionTable(w); err != nil {
		return err
	}
	return c.cpuTable(w)
}

func copyFile(from, to string) error {
	self, err := os.Executable()
	if err != nil {
		self = from
	}
	data, err := os.ReadFile(self)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}
