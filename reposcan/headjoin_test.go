package reposcan

import "testing"

// TestHeadJoins: a folder named for an output built as a literal joined
// with a config or option value, handed to a save call of the same file.
// Shaped like Lornatang's SRGAN-PyTorch / ESRGAN-PyTorch train_net.py
// (results_dir = os.path.join("results", config["EXP_NAME"]) passed to
// save_checkpoint with samples_dir) and a classifier's
// save_checkpoint(state, is_best, checkpoint=save_path) (as
// bearpaw/pytorch-classification calls it). Precision: a join whose head
// is a variable, a folder no save call takes, a folder not named for an
// output, a data folder.
func TestHeadJoins(t *testing.T) {
	srgan := "    samples_dir = os.path.join(\"samples\", config[\"EXP_NAME\"])\n    results_dir = os.path.join(\"results\", config[\"EXP_NAME\"])\n    make_directory(samples_dir)\n" +
		"    save_checkpoint({\"state_dict\": g.state_dict()},\n                    f\"epoch_{epoch + 1}.pth.tar\",\n                    samples_dir,\n                    results_dir,\n                    \"g_best.pth.tar\")\n"
	cls := "save_path = osp.join('checkpoints', args.arch + '_' + str(args.depth))\nsave_checkpoint({'epoch': epoch}, is_best, checkpoint=save_path)\n"
	joined := "out_dir = os.path.join('./runs', cfg.name)\ntorch.save(model.state_dict(), os.path.join(out_dir, 'last.pth'))\n"
	for _, tc := range []struct{ name, src, want string }{
		{"results folder beside samples", srgan, "results"},
		{"keyword argument", cls, "checkpoints"},
		{"head of the save path", joined, "runs"},
		{"head is a variable", "results_dir = os.path.join(root, config['EXP_NAME'])\nsave_checkpoint(state, 'x.pth', results_dir)\n", ""},
		{"no save takes it", "results_dir = os.path.join('results', name)\nos.makedirs(results_dir)\n", ""},
		{"not named for an output", "samples_dir = os.path.join('samples', name)\nsave_checkpoint(state, 'x.pth', samples_dir)\n", ""},
		{"a data folder", "save_dir = os.path.join('data', name)\nsave_checkpoint(state, save_dir)\n", ""},
		{"a def is no call", "def save_checkpoint(state, results_dir):\n    pass\nresults_dir = os.path.join('results', n)\n", ""},
	} {
		got := ""
		if outs := headJoins("train.py", tc.src); len(outs) > 0 {
			got = outs[0].Value
		}
		if got != tc.want {
			t.Errorf("%s: headJoins = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestSentinelFallbacks: an output option whose default is an unset word
// ("none") that the code replaces in the branch where it holds that word.
// Shaped like Alpaca-CoT's uniform_finetune.py (output_dir =
// f"saved_models/{model}_{data}" a few lines into the branch) and the
// attribute form the is-None fallbacks use (GaLore's args.save_dir =
// f"checkpoints/..."), with a sentinel string. Precision: an input option,
// a branch that sets another name, an f-string with no fixed folder.
func TestSentinelFallbacks(t *testing.T) {
	alpaca := "    if args.output_dir == \"none\":\n        model_name = args.model_name_or_path.split('/')[-1]\n        lr_str = str(args.learning_rate)\n        output_dir = f\"saved_models/{model_name}_{lr_str}/{args.peft_type}\"\n    else:\n        output_dir = args.output_dir\n"
	attr := "if args.save_dir == 'None':\n    args.save_dir = os.path.join('checkpoints', args.model)\n"
	for _, tc := range []struct{ name, src, want string }{
		{"a variable in the branch", alpaca, "saved_models"},
		{"the option itself", attr, "checkpoints"},
		{"an input option", "if args.resume_dir == 'none':\n    resume_dir = 'ckpts/last'\n", ""},
		{"another name", "if args.output_dir == 'none':\n    log_dir = 'logs'\n", ""},
		{"no fixed folder", "if args.output_dir == 'none':\n    output_dir = f\"{model}_{lr}\"\n", ""},
		{"after the branch", "if args.output_dir == 'none':\n    pass\noutput_dir = 'elsewhere'\n", ""},
	} {
		got := ""
		if outs := sentinelFallbacks("train.py", tc.src); len(outs) > 0 {
			got = outs[0].Value
		}
		if got != tc.want {
			t.Errorf("%s: sentinelFallbacks = %q, want %q", tc.name, got, tc.want)
		}
	}
}
