#!/usr/bin/env python3
"""Checks the guide (docs/src) and the README without building them:

- every chapter file is listed in SUMMARY.md, and every file SUMMARY.md lists exists;
- every relative link reaches a file of the repository, and every `#anchor` a
  heading of its target (headings as mdBook and GitHub make anchors of them);
- every fenced code block names its language (rustdoc would take a bare one for
  Rust), and no Rust block hides its whole body;
- every chapter with a Rust block is included by crates/gpujit/src/guide.rs (or, for
  the BLAS chapter, crates/blas/src/guide.rs), whose doc tests compile and run them;
- the README stays within 200 lines, and starts with the two commands;
- the README's PTX coverage table is the PTX chapter's.

Exit status 1 with one line per problem.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "docs" / "src"
GUIDE_RS = ROOT / "crates" / "gpujit" / "src" / "guide.rs"
# Chapters about crates built on the facade are tested by those crates.
OTHER_GUIDES = [ROOT / "crates" / "blas" / "src" / "guide.rs"]
README_LIMIT = 200
LANGS = {"rust", "python", "sh", "text", "cuda", "c++", "toml", "json", "llvm"}

problems = []


def problem(path, line, what):
    problems.append(f"{path.relative_to(ROOT)}:{line}: {what}")


def slug(heading):
    """The anchor mdBook and GitHub give a heading."""
    text = re.sub(r"`([^`]*)`", r"\1", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    out, fenced = set(), False
    for line in path.read_text().splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            out.add(slug(line.lstrip("#")))
    return out


def strip_code(text):
    """The text with fenced blocks and inline code blanked (links in code are not links)."""
    text = re.sub(r"^```.*?^```", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def check_file(path):
    text = path.read_text()
    lines = text.splitlines()
    # Code fences name their language.
    fenced = False
    for i, line in enumerate(lines, 1):
        if line.startswith("```"):
            if not fenced:
                lang = line[3:].strip().split(",")[0]
                if not lang:
                    problem(path, i, "a code block without a language (rustdoc would test it as Rust)")
                elif lang not in LANGS:
                    problem(path, i, f"code block language `{lang}` is not one of {sorted(LANGS)}")
            fenced = not fenced
    if fenced:
        problem(path, len(lines), "a code block is not closed")
    # Indented code blocks: rustdoc tests them as Rust too.
    prev_blank, in_list, fenced = True, False, False
    for i, line in enumerate(lines, 1):
        if line.startswith("```"):
            fenced = not fenced
        if fenced:
            continue
        if re.match(r"\s*([-*+]|\d+\.) ", line) or line.startswith("|"):
            in_list = True
        elif not line.strip():
            pass
        elif not line.startswith(" "):
            in_list = False
        if prev_blank and not in_list and line.startswith("    ") and line.strip():
            problem(path, i, "an indented code block (use a fenced block with a language)")
        prev_blank = not line.strip()
    # Links.
    body = strip_code(text)
    for m in re.finditer(r"\]\(([^)\s]+)\)", body):
        target = m.group(1)
        line = body.count("\n", 0, m.start()) + 1
        if re.match(r"[a-z]+:", target):
            continue
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        if not dest.exists():
            problem(path, line, f"link to {target}: no such file")
            continue
        if anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problem(path, line, f"link to {target}: no heading with that anchor in {dest.name}")


def main():
    summary = SRC / "SUMMARY.md"
    listed = re.findall(r"\]\(([^)]+\.md)\)", summary.read_text())
    for name in listed:
        if not (SRC / name).exists():
            problem(summary, 1, f"{name} is listed but does not exist")
    included = set()
    for guide in [GUIDE_RS, *OTHER_GUIDES]:
        included |= set(re.findall(r'include_str!\("\.\./\.\./\.\./docs/src/([^"]+)"\)', guide.read_text()))
    generated = {"performance-tables.md"}  # included into performance.md
    for path in sorted(SRC.glob("*.md")):
        if path.name != "SUMMARY.md" and path.name not in listed and path.name not in generated:
            problem(path, 1, "not listed in SUMMARY.md")
        check_file(path)
        if "```rust" in path.read_text() and path.name not in included:
            problem(path, 1, "has Rust blocks but no guide.rs (crates/gpujit/src/guide.rs) includes it")
    readme = ROOT / "README.md"
    check_file(readme)
    if 'include_str!("../../../README.md")' not in GUIDE_RS.read_text():
        problem(readme, 1, "crates/gpujit/src/guide.rs does not include it")
    rl = readme.read_text().splitlines()
    if len(rl) > README_LIMIT:
        problem(readme, len(rl), f"{len(rl)} lines; the README keeps within {README_LIMIT}")
    if rl[:3] != ["# gpujit", "", "```sh"] or not rl[3].startswith("ci/demo") or not rl[4].startswith("ci/test"):
        problem(readme, 1, "the README starts with `ci/demo` and `ci/test`")
    # The PTX coverage table: the same rows in the README and the PTX chapter.
    def coverage(text):
        start = text.find("| family | gpujit | ZLUDA |")
        return text[start:text.find("\n\n", start)] if start >= 0 else None
    ptx = ROOT / "docs" / "src" / "ptx.md"
    if coverage(readme.read_text()) is None or coverage(readme.read_text()) != coverage(ptx.read_text()):
        problem(readme, 1, "the PTX coverage table differs from docs/src/ptx.md's (or is missing)")
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print(f"docs/check.py: {len(listed)} chapters and the README ({len(rl)} lines): links, code blocks, doc tests ok")


if __name__ == "__main__":
    main()
