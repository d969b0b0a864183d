package project

import (
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A training command runs the trainer and writes checkpoints on the output
// mount. Two kinds of documented lines do something else that a user must
// agree to: a line that serves a UI (a web app, a public share link, a
// tunnel to the machine), and an option that uploads what the run makes
// (the weights to a model hub, with whatever token it finds). init never
// writes the first as train.command without a question, and drops the
// second unless the user keeps it.

var (
	// serveFlags are options that serve or share what a command starts;
	// servePrograms are programs that serve a UI or open a tunnel (as the
	// command's program, not as an argument: --report_to tensorboard
	// trains).
	serveFlags    = regexp.MustCompile(`(?i)^--?(share|listen|server[_-]name|server[_-]port|public|ngrok|tunnel)$`)
	servePrograms = regexp.MustCompile(`(?i)^(gradio|streamlit|ngrok|cloudflared|localtunnel|lt|wave|uvicorn|gunicorn|flask|jupyter|jupyter-lab|tensorboard)$`)
	// serveSub are subcommands and script names that serve a UI.
	serveSub = regexp.MustCompile(`(?i)(^|[/_.-])(app|gui|webui|web_ui|ui|demo|serve|server|gradio|streamlit|dashboard)([/_.-]|$)`)
	// serveCode are lines of a script that serve a UI or open a tunnel.
	serveCode = regexp.MustCompile(`(?m)^[^#\n]*(\.launch\([^)\n]*share\s*=\s*True|\bimport gradio|\bfrom gradio\b|\bimport streamlit|\bstreamlit run\b|\bngrok\b|\bcloudflared\b|\blocaltunnel\b|\bgr\.Blocks\(|\bgr\.Interface\(|\bwave run\b|\buvicorn\.run\(|\bapp\.run\()`)
	// uploadFlag are options that upload what the run makes.
	uploadFlag = regexp.MustCompile(`^--?(push[_-]to[_-]hub|upload[_-]to[_-]hub|push[_-]to[_-]hf|hub[_-]push)$`)
	// tokenFlag are options whose value is a credential.
	tokenFlag = regexp.MustCompile(`^--?(hub[_-]token|hf[_-]token|huggingface[_-]token|wandb[_-]key|api[_-]key|token)$`)
	// falseValue is how a boolean option is switched off in its value.
	falseValue = regexp.MustCompile(`^(?i)(false|0|no|off|none)$`)
	boolValue  = regexp.MustCompile(`^(?i)(true|false|0|1|yes|no|on|off)$`)
)

// maxServeRead bounds how much of a script init reads to see whether it
// serves a UI.
const maxServeRead = 256 << 10

// serves says why a candidate serves a UI or opens a tunnel instead of
// training ("" when it does not): its words, or the script it runs.
func serves(dir string, c *reposcan.Candidate) string {
	for i, w := range c.Words {
		k, _, _ := strings.Cut(w, "=")
		if serveFlags.MatchString(k) || i == 0 && servePrograms.MatchString(path.Base(w)) {
			return fmt.Sprintf("it runs %s", w)
		}
	}
	if c.Sub != "" && serveSub.MatchString(c.Sub) {
		return fmt.Sprintf("its subcommand %q serves a UI", c.Sub)
	}
	if c.Kind != reposcan.KindScript && c.Kind != reposcan.KindShell || c.Target == "" {
		return ""
	}
	if serveSub.MatchString(strings.TrimSuffix(filepath.Base(c.Target), filepath.Ext(c.Target))) && !strings.Contains(strings.ToLower(c.Target), "train") {
		return fmt.Sprintf("%s is named for a UI", c.Target)
	}
	if line := scriptServes(filepath.Join(dir, filepath.FromSlash(c.Target))); line != "" {
		return fmt.Sprintf("%s serves a UI (%s)", c.Target, line)
	}
	return ""
}

// scriptServes returns the line of a script that serves a UI or opens a
// tunnel, or "".
func scriptServes(p string) string {
	text := readBounded(p, maxServeRead)
	for _, m := range serveCode.FindAllString(text, -1) {
		if strings.HasSuffix(m, "app.run(") && abslApp.MatchString(text) {
			continue // absl's entry point, app.run(main): no server
		}
		return clip(strings.TrimSpace(strings.Map(printable, m)), 80)
	}
	return ""
}

// abslApp is absl's app module imported as app (`from absl import app,
// flags`): its app.run(main) parses the flags and calls main, it serves
// nothing.
var abslApp = regexp.MustCompile(`(?m)^\s*from\s+absl\s+import\s+([\w\s,]*,\s*)?app\b`)

// upload is an option of the command that uploads or carries a credential.
type upload struct {
	at, n int // index of the option, and how many words it takes (1 or 2)
	flag  string
	token bool // a credential, not an upload switch
}

// uploads finds the upload switches and credentials in words; a switch
// set off (--push_to_hub=false) is not one.
func uploads(words []string) []upload {
	var out []upload
	for i := 0; i < len(words); i++ {
		k, v, eq := strings.Cut(words[i], "=")
		switch {
		case uploadFlag.MatchString(k):
			n := 1
			if !eq && i+1 < len(words) && boolValue.MatchString(words[i+1]) {
				n, v = 2, words[i+1]
			}
			if !falseValue.MatchString(v) || v == "" {
				out = append(out, upload{at: i, n: n, flag: k})
			}
			i += n - 1
		case tokenFlag.MatchString(k):
			n := 1
			if !eq && i+1 < len(words) {
				n = 2
			}
			out = append(out, upload{at: i, n: n, flag: k, token: true})
			i += n - 1
		}
	}
	return out
}

// guardUploads leaves out of the command (and the profiles' own commands)
// the options that upload the run's results or carry a credential: a
// credential always (it would sit in spkit.yaml), an upload switch unless
// the user keeps it at a prompt. spkit.yaml says what it did (d.Safety).
func (d *Detection) guardUploads(opts InitOptions) error {
	drop := map[string]bool{} // option names to leave out
	for _, u := range uploads(d.Command) {
		what := strings.Join(d.Command[u.at:u.at+u.n], " ")
		switch {
		case u.token:
			drop[u.flag] = true
			d.safety("left out %s from the documented command: a credential does not belong in spkit.yaml; pass tokens from the host environment", u.flag)
			continue
		case opts.Ask != nil:
			keep, err := opts.Ask.Confirm(fmt.Sprintf("The documented command passes %s: it uploads the trained weights to the model hub with the token the run finds. Keep it?", what))
			if err != nil {
				return err
			}
			if keep {
				d.safety("train.command passes %s: the run uploads its weights to the model hub with the token it is given (spkit passes none unless you set one)", what)
				continue
			}
		}
		drop[u.flag] = true
		d.safety("left out %s from the documented command: it uploads the trained weights to the model hub; add it back to train.command to upload", what)
	}
	if len(drop) == 0 {
		return nil
	}
	d.Command = stripUploads(d.Command, drop)
	for i := range d.Profiles {
		if len(d.Profiles[i].TrainCommand) > 0 {
			d.Profiles[i].TrainCommand = stripUploads(d.Profiles[i].TrainCommand, drop)
		}
	}
	return nil
}

// stripUploads returns words without the upload options named in drop
// (and their values).
func stripUploads(words []string, drop map[string]bool) []string {
	skip := map[int]bool{}
	for _, u := range uploads(words) {
		if drop[u.flag] {
			for k := u.at; k < u.at+u.n; k++ {
				skip[k] = true
			}
		}
	}
	var kept []string
	for i, w := range words {
		if !skip[i] {
			kept = append(kept, w)
		}
	}
	return kept
}

// safety records what init did about a UI or an upload, for the output
// and spkit.yaml.
func (d *Detection) safety(format string, args ...any) {
	s := strings.Map(printable, fmt.Sprintf(format, args...))
	d.Safety = append(d.Safety, s)
	d.Notes = append(d.Notes, s)
}

// uploadKeys are trainer config keys that make the run upload; a true (or
// non-empty remote) value is reported.
var uploadKeys = []string{"push_to_hub", "remote_save_folder", "upload_to_hub", "hub_push"}

// guardConfigUploads says when the trainer config uploads what the run
// makes (push_to_hub: true, a remote save folder), and switches it off
// through the profiles' trainer overrides when the key is a top-level one
// spkit can set.
func (d *Detection) guardConfigUploads(f *reposcan.Findings) {
	p, merged := d.trainerConfig()
	i := slices.IndexFunc(f.Configs, func(c *reposcan.Config) bool { return c.Path == p })
	if p == "" || i < 0 {
		return
	}
	for _, k := range uploadKeys {
		key, v, ok := f.Configs[i].Value(k)
		if !ok || !uploadsValue(v) {
			continue
		}
		if key == k && k == "push_to_hub" && merged {
			for j := range d.Profiles {
				d.Profiles[j].setOverride(key, "false")
			}
			d.safety("%s sets %s: %v (it uploads the trained weights): each profile sets it false (trainer_overrides); set it true there to upload", p, key, v)
		} else {
			d.safety("%s sets %s: %v: the run uploads what it makes there, with the credentials it finds; change it in the config to keep results local", p, key, v)
		}
	}
	d.sayHubTarget(p, f.Configs[i])
}

// hubTargetKeys name where (and how often) a trainer would upload to the
// model hub; report_to (a metrics logger) is not one.
var hubTargetKeys = []string{"hub_model_id", "hub_strategy"}

// sayHubTarget says a config's hub destination (hub_model_id,
// hub_strategy) when its upload switch is not on: with push_to_hub false
// the run uploads nothing as written, but turning it on uploads there;
// with no switch at all, some trainers upload whenever a destination is
// set. A switch that is on was said by guardConfigUploads.
func (d *Detection) sayHubTarget(p string, c *reposcan.Config) {
	_, sw, hasSwitch := c.Value("push_to_hub")
	if hasSwitch && uploadsValue(sw) {
		return
	}
	var named []string
	for _, k := range hubTargetKeys {
		if key, v, ok := c.Value(k); ok && v != nil && fmt.Sprint(v) != "" {
			named = append(named, fmt.Sprintf("%s: %v", key, v))
		}
	}
	switch {
	case len(named) == 0:
	case hasSwitch:
		d.safety("%s names a model hub destination (%s) with push_to_hub: %v: the run uploads nothing as written; setting push_to_hub true uploads the weights there with the token the run is given (spkit passes none unless you set one)", p, strings.Join(named, ", "), sw)
	default:
		d.safety("%s names a model hub destination (%s) and no push_to_hub switch: a trainer that uploads whenever one is set sends the weights there with the token the run is given (spkit passes none unless you set one); remove it to keep results local", p, strings.Join(named, ", "))
	}
}

func uploadsValue(v any) bool {
	switch v := v.(type) {
	case bool:
		return v
	case string:
		return v != "" && !falseValue.MatchString(v)
	}
	return false
}
