#!/usr/bin/env python3
"""Rebuilds the source pages matrixgen's tests read (this repository's
build machines have no network, so they were rebuilt, not recorded).

The tables below are what PyTorch's wheel indexes, Docker Hub's nvidia/cuda
tags and NVIDIA's driver table publish. Entries up to torch 2.11 and CUDA
13.1 GA are as the first author knew them (Nov 2026); entries added on
2026-11-23 (torch 2.12.0-2.14.0, cu132, cu126 aarch64, the 13.1 Update 1 and 13.2 driver rows) each name their evidence in
SOURCES below, and every page written names the evidence it carries. See
README.md for what is left out. sha256 values are placeholders (the sha256
of the file name), not the real digests. `make matrix` with network access
replaces these pages with recorded ones.
"""
import hashlib

PY39 = ["3.9", "3.10", "3.11", "3.12", "3.13"]
PY310 = ["3.10", "3.11", "3.12", "3.13", "3.14"]
PY315 = PY310 + ["3.15"]
X86, BOTH = ["x86_64"], ["x86_64", "aarch64"]

# Evidence for the entries added on 2026-11-23 (none of these pages could be
# read from here; these are the published statements they were rebuilt from).
SOURCES = {
    "S1": "PyTorch RELEASE.md, https://github.com/pytorch/pytorch/blob/main/RELEASE.md "
          "(read through a copy in the search index, file 66643764700, whose tables are kept in English): "
          "Release Compatibility Matrix rows 2.12 (Python >=3.10,<=3.14; CUDA 12.6, 13.0 stable, 13.2 experimental), "
          "2.13 (Python >=3.10,<=3.15; same CUDA) and 2.14 (Python >=3.10,<=3.15; CUDA 12.6, 13.0, 13.2 stable); "
          "release dates 13 May, 8 Jul and 2 Sep 2026",
    "S2": "github.com/kaineone/kaine kaine/wheel_data.py @ b71964dcf5336885e694b4d9075d0a2d4b0150f7 "
          "(DATA_DATE 2026-09-22, generated from the download.pytorch.org simple indexes and PEP 658 METADATA, range 2.9.1-2.14.x): "
          "PUBLISHED torch per index and arch (cp312): cu126 and cu130 2.9.1-2.14.0 x86_64+aarch64, cu128 2.9.1-2.11.0, "
          "cu129 2.9.1, 2.10.0, 2.11.0, 2.12.1, 2.13.0 x86_64+aarch64, cu132 2.12.0-2.14.0 x86_64+aarch64; "
          "torchvision 0.27.0/0.27.1/0.28.0/0.29.0 for torch 2.12.0/2.12.1/2.13.0/2.14.0; "
          "torchaudio's last release 2.11.0, no cu132 torchaudio wheel",
    "S3": "PyTorch 2.12.0 release notes, https://github.com/pytorch/pytorch/releases/tag/v2.12.0 "
          "(search index file 62785645493): CUDA 12.8 binaries removed from the build matrix (#179072), "
          "CUDA 13.0 the stable default, CUDA 12.6 kept for older drivers",
    "S4": "a compatibility tracker in the search index (file 66033686640, state of 2026-08-29): wheel matrix "
          "2.12.0 cu126/cu130/cu132, 2.12.1 and 2.13.0 cu126/cu129/cu130/cu132 (cu129 Linux only); "
          "2.13.0 builds cp315 for Linux only; torchaudio in maintenance after 2.11.0",
    "S5": "NVIDIA CUDA Toolkit release notes table 3, https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/ "
          "(read through quotations in the search index, files 55335308248, 54778206957, 62160452368, 71174657159): "
          "13.1 Update 1 >= 590.48.01, 13.2 GA >= 595.45.04, 13.2 Update 1 >= 595.58.03",
}

# line -> [(torch, platforms, pythons)]
TORCH = {
    "cu126": [("2.6.0", X86, PY39), ("2.7.0", X86, PY39), ("2.7.1", X86, PY39), ("2.8.0", X86, PY39),
              ("2.9.0", X86, PY310), ("2.9.1", BOTH, PY310), ("2.10.0", BOTH, PY310), ("2.11.0", BOTH, PY310),
              ("2.12.0", BOTH, PY310), ("2.12.1", BOTH, PY310), ("2.13.0", BOTH, PY315), ("2.14.0", BOTH, PY315)],
    "cu128": [("2.7.0", BOTH, PY39), ("2.7.1", BOTH, PY39), ("2.8.0", BOTH, PY39), ("2.9.0", BOTH, PY310),
              ("2.9.1", BOTH, PY310), ("2.10.0", BOTH, PY310), ("2.11.0", BOTH, PY310)],
    # Issue 19's review of PyTorch's indexes: 2.9.0 and 2.9.1 on x86_64
    # only (aarch64 cu129 stopped before 2.9), nothing from 2.10 on. S2 and
    # S4 (third-party, unverifiable here) list aarch64 2.9.1 and cu129
    # 2.10.0-2.13.0; where they disagree the review wins, and the
    # error is the safe one: a refusal naming cu130, cu128 or cu126, not a
    # build that fails at pip.
    "cu129": [("2.8.0", BOTH, PY39), ("2.9.0", X86, PY310), ("2.9.1", X86, PY310)],
    "cu130": [("2.9.0", BOTH, PY310), ("2.9.1", BOTH, PY310), ("2.10.0", BOTH, PY310), ("2.11.0", BOTH, PY310),
              ("2.12.0", BOTH, PY310), ("2.12.1", BOTH, PY310), ("2.13.0", BOTH, PY315), ("2.14.0", BOTH, PY315)],
    "cu132": [("2.12.0", BOTH, PY310), ("2.12.1", BOTH, PY310), ("2.13.0", BOTH, PY315), ("2.14.0", BOTH, PY315)],
}

# What each line's page carries beyond the first author's tables, and its evidence.
EVIDENCE = {
    "cu126": "aarch64 wheels of 2.9.1-2.11.0, and 2.12.0-2.14.0 on x86_64 + aarch64: S2 (platforms), S1 (Python range), S4",
    "cu129": "2.9.0 and 2.9.1 on x86_64 only, none from 2.10 on: issue 19's review (S2 and S4 list more; see TORCH); no win_amd64 wheel from 2.9.1 on: S4",
    "cu130": "2.12.0-2.14.0 on x86_64 + aarch64: S2 (platforms), S1 (Python range), S3, S4",
    "cu132": "the whole page (2.12.0-2.14.0 on x86_64 + aarch64, no torchaudio): S2, S1, S4",
}

# Pythons only torch has wheels for: pytorch/test-infra
# tools/scripts/generate_binary_build_matrix.py TORCH_ONLY_PYTHON_ARCHES at
# d499353 (release/2.13) and c840391 (release/2.14), recorded in github/.
TORCH_ONLY = {"3.15"}

# torchaudio's last release is 2.11.0 (S2, S4): later torch has no torchaudio.
AUDIO_LAST = "2.11"
# Lines without a torchaudio index page at all (S2: cu132 never had one).
NO_AUDIO_PAGE = {"cu132"}

def vision(v):
    major, minor, patch = v.split(".")
    return "0.%d.%s" % (int(minor) + 15, patch)

def sha(name):
    return hashlib.sha256(name.encode()).hexdigest()

def minor_key(v):
    return tuple(int(x) for x in v.split(".")[:2])

def index_page(line, pkg, releases, url):
    head = ["<!DOCTYPE html>",
            "<!-- Source: %s" % url,
            "     Rebuilt, not recorded (no network on the build machine): see README.md."]
    if line in EVIDENCE:
        head.append("     Evidence for %s (rebuild.py SOURCES): %s." % (line, EVIDENCE[line]))
    out = head + ["     sha256 values are placeholders. -->",
                  "<html>", "  <body>", "    <h1>Links for %s</h1>" % pkg]
    for v, plats, pys in releases:
        if pkg == "torchaudio" and minor_key(v) > minor_key(AUDIO_LAST):
            continue
        pv = {"torch": v, "torchvision": vision(v), "torchaudio": v}[pkg]
        for py in pys:
            if pkg != "torch" and py in TORCH_ONLY:
                continue  # torchvision/torchaudio have no cp315 wheels (test-infra TORCH_ONLY_PYTHON_ARCHES)
            cp = "cp" + py.replace(".", "")
            tags = [(cp, p) for p in plats]
            if py == pys[-1] and pkg == "torch":
                tags.append((cp + "t", "x86_64"))  # free-threaded: matrixgen skips it
            for abi, p in tags:
                name = "%s-%s+%s-%s-%s-manylinux_2_28_%s.whl" % (pkg, pv, line, cp, abi, p)
                href = "/whl/%s/%s#sha256=%s" % (line, name.replace("+", "%2B"), sha(name))
                out.append('    <a href="%s" data-dist-info-metadata="sha256=%s">%s</a><br/>'
                           % (href, sha(name + ".metadata"), name))
            if pkg == "torch" and not (line == "cu129" and minor_key(v) >= (2, 9) and v != "2.9.0"):
                # a Windows wheel matrixgen must skip (S4: none on cu129 from 2.9.1 on)
                name = "%s-%s+%s-%s-%s-win_amd64.whl" % (pkg, pv, line, cp, cp)
                out.append('    <a href="/whl/%s/%s#sha256=%s">%s</a><br/>' % (line, name.replace("+", "%2B"), sha(name), name))
    out += ["  </body>", "</html>", "<!--TIMESTAMP 1763856000-->", ""]
    return "\n".join(out)

# The nvidia/cuda tags pages are no longer rebuilt: matrixgen reads the
# tags NVIDIA supports from its image repository's manifest and tag list
# (github/, see README.md); Docker Hub's tags API is read when there is
# network (make matrix, spkit matrix refresh).

# 13.2 GA / Update 1 and 13.1 Update 1: S5. 13.2 Update 2 (13.2.2) exists, but
# its driver row could not be read here; 13.3 and 13.4 are left out likewise.
DRIVERS = [("13.2 Update 1", "595.58.03"), ("13.2 GA", "595.45.04"), ("13.1 Update 1", "590.48.01"), ("13.1 GA", "590.44.01"), ("13.0 Update 2", "580.95.05"), ("13.0 Update 1", "580.82.07"),
           ("13.0 GA", "580.65.06"), ("12.9 Update 1", "575.57.08"), ("12.9 GA", "575.51.03"),
           ("12.8 Update 1", "570.124.06"), ("12.8 GA", "570.26"), ("12.6 Update 3", "560.35.05"),
           ("12.6 Update 2", "560.35.03"), ("12.6 Update 1", "560.35.03"), ("12.6 GA", "560.28.03"),
           ("12.5 Update 1", "555.42.06"), ("12.5 GA", "555.42.02")]

def drivers_page(url):
    rows = ['<tr class="row-%s"><td><p>CUDA %s</p></td><td><p>&gt;=%s</p></td><td><p>(not rebuilt)</p></td></tr>'
            % ("odd" if i % 2 else "even", r, d) for i, (r, d) in enumerate(DRIVERS)]
    return "\n".join([
        "<!DOCTYPE html>",
        "<!-- Source: %s" % url,
        "     Rebuilt, not recorded (no network on the build machine): only table 3 is kept;",
        "     the Windows column was not rebuilt. See README.md.",
        "     Evidence for the 13.1 Update 1 and 13.2 rows (rebuild.py SOURCES): S5. -->",
        '<html><body><section id="cuda-toolkit-major-component-versions">',
        '<table class="table-no-stripes docutils align-default" id="id5">',
        '<caption><span class="caption-number">Table 3 </span><span class="caption-text">CUDA Toolkit and Corresponding Driver Versions</span></caption>',
        '<thead><tr class="row-odd"><th class="head"><p>CUDA Toolkit</p></th><th class="head"><p>Toolkit Driver Version</p></th></tr>',
        '<tr class="row-even"><th class="head"></th><th class="head"><p>Linux x86_64 Driver Version</p></th><th class="head"><p>Windows x86_64 Driver Version</p></th></tr></thead>',
        "<tbody>"] + rows + ["</tbody></table></section></body></html>", ""])

def sources_page():
    out = ["Evidence for the rebuilt pages' entries added on 2026-11-23 (written by rebuild.py; see README.md).", ""]
    for k, v in SOURCES.items():
        out.append("%s: %s" % (k, v))
    return "\n".join(out) + "\n"

def main():
    open("SOURCES.txt", "w").write(sources_page())
    manifest = ["# URL file (rebuilt pages: see README.md)"]
    durl = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html"
    open("drivers.html", "w").write(drivers_page(durl))
    manifest.append("%s drivers.html" % durl)
    for line, rel in TORCH.items():
        for pkg in ["torch", "torchvision", "torchaudio"]:
            if pkg == "torchaudio" and line in NO_AUDIO_PAGE:
                continue
            url = "https://download.pytorch.org/whl/%s/%s/" % (line, pkg)
            f = "%s-%s.html" % (line, pkg)
            open(f, "w").write(index_page(line, pkg, rel, url))
            manifest.append("%s %s" % (url, f))
    for line in open("github/FILES.txt"):
        if line.strip() and not line.startswith("#"):
            url, f = line.split()
            manifest.append("%s github/%s" % (url, f))
    open("pages.txt", "w").write("\n".join(manifest) + "\n")

main()
