package project

import (
	"regexp"
	"strings"
)

// A prepare script that converts data the user already downloaded does
// not provide it: it reads an input folder or archive the user passes (a
// shell script that reads from $1 before it fetches anything; a Python
// script whose input argument is the raw or downloaded data and that
// fetches nothing). A script that downloads the data (a URL fetch into
// the folder it is given) still provides it.

var (
	// shellArgVar is a shell variable set from a positional argument
	// (DOWNLOAD_DIR=$1, SRC="${1:-x}").
	shellArgVar = regexp.MustCompile(`(?m)^\s*(?:export\s+|local\s+)?(\w+)=["']?\$\{?([1-9])\b`)
	// shellFetch is a line that fetches from the network.
	shellFetch = regexp.MustCompile(`\b(wget|curl|gdown|aria2c|huggingface-cli|git\s+clone|aws\s+s3|gsutil|azcopy|kaggle)\b|https?://`)
	// pyInputArg is an argparse argument (its name and the rest of the
	// call).
	pyInputArg = regexp.MustCompile(`add_argument\(\s*['"](-{0,2}[\w-]+)['"]([^)]*)`)
	// inputArgName is an argument naming the data a script reads.
	inputArgName = regexp.MustCompile(`(?i)^-*(input|in|src|source|raw|orig\w*|downloaded)([_-]?(dir|path|root|folder|file|data|list|archive))?$`)
	// rawDataHelp is help text saying the argument is data the user
	// downloaded or holds raw.
	rawDataHelp = regexp.MustCompile(`(?i)help\s*=\s*[^,]*\b(downloaded|raw|original|unzipped|extracted)\b`)
	// pyFetch is Python code that fetches from the network.
	pyFetch = regexp.MustCompile(`urlopen\(|urlretrieve\(|requests\.get\(|download_url\(|download_and_extract|snapshot_download\(|hf_hub_download\(|gdown\.|wget\.|load_dataset\(|download\s*=\s*True`)
)

// convertsUserData reports a prepare script (by name f) that converts
// data the user fetched rather than fetching it (above).
func convertsUserData(f, text string) bool {
	if strings.HasSuffix(f, ".py") {
		return pyConverts(text)
	}
	return shellConverts(text)
}

// shellConverts reports a shell script that reads from a positional
// argument (cat $DOWNLOAD_DIR/x.tar.gz.*, tar -xf $1, mv $SRC/train out)
// before any line that fetches from the network.
func shellConverts(text string) bool {
	vars := []string{"1", "2", "3"}
	for _, m := range shellArgVar.FindAllStringSubmatch(text, -1) {
		vars = append(vars, m[1])
	}
	reads := regexp.MustCompile(`\b(cat|unzip|mv|cp|rsync|find|ls|tar\s+-?[a-zA-Z]*|7z\s+x)\s+(?:-[^\sCdPOt-]\S*\s+)*["']?\$\{?(` + strings.Join(vars, "|") + `)\b`)
	for _, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		if shellFetch.MatchString(line) {
			return false
		}
		if reads.MatchString(line) {
			return true
		}
	}
	return false
}

// pyConverts reports a Python script with an input argument that is the
// user's data (named input or src, or helped as downloaded or raw) and no
// code that fetches.
func pyConverts(text string) bool {
	if pyFetch.MatchString(text) {
		return false
	}
	for _, m := range pyInputArg.FindAllStringSubmatch(text, -1) {
		if inputArgName.MatchString(m[1]) || rawDataHelp.MatchString(m[2]) {
			return true
		}
	}
	return false
}
