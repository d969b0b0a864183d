#!/bin/bash
# fetchtree.sh GITDIR COMMIT DEST: write the tree of COMMIT in the git
# directory GITDIR (a snapshot with no work tree) into DEST, afresh.
# Used to rebuild the real trees the held-out want files name
# (docs/init.md, "How the held-out sets are made"). git archive first;
# when it fails (a blob missing from the snapshot), file by file, a
# missing blob becoming an empty file.
set -euo pipefail
if [ $# -ne 3 ]; then
	echo "usage: fetchtree.sh GITDIR COMMIT DEST" >&2
	exit 2
fi
g=$1 c=$2 d=$3
[ -d "$g/.git" ] && g=$g/.git
rm -rf "$d" && mkdir -p "$d"
if git --git-dir="$g" archive "$c" 2>/dev/null | tar -x -C "$d" 2>/dev/null; then
	echo "ok $d (archive)"
	exit 0
fi
rm -rf "$d" && mkdir -p "$d"
git --git-dir="$g" ls-tree -r -z "$c" | while IFS= read -r -d '' line; do
	meta=${line%%$'\t'*} file=${line#*$'\t'}
	read -r mode type obj <<<"$meta"
	[ "$type" = blob ] || continue
	mkdir -p "$d/$(dirname "$file")"
	if [ "$mode" = 120000 ]; then
		ln -sfn "$(git --git-dir="$g" cat-file blob "$obj" 2>/dev/null)" "$d/$file"
	else
		git --git-dir="$g" cat-file blob "$obj" >"$d/$file" 2>/dev/null || : >"$d/$file"
	fi
done
echo "ok $d (per file)"
