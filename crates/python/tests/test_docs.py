"""Every Python block of the README and of the guide (docs/src/*.md), run as it is
written, from the repository's folder (the blocks read files such as
kernels/cuda/gaussian.cu). The blocks use the host device and the AMDGCN emulator, so
they run on any machine; `ci/python-test` runs them with the other tests.

The source tree is this file's repository, or the folder `GPUJIT_SOURCE_DIR` names.
Where there is none (the tests copied into the GPU bundle), the blocks are skipped and
say why."""

import os
import pathlib
import re
import subprocess
import sys

import pytest

FENCE = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)


def source_tree():
    """The repository whose README and guide hold the blocks, or None."""
    here = pathlib.Path(__file__).resolve()
    candidates = [pathlib.Path(os.environ["GPUJIT_SOURCE_DIR"])] if os.environ.get("GPUJIT_SOURCE_DIR") else []
    # crates/python/tests/test_docs.py in the repository.
    if len(here.parents) > 3:
        candidates.append(here.parents[3])
    for root in candidates:
        if (root / "README.md").is_file() and (root / "docs" / "src").is_dir():
            return root
    return None


ROOT = source_tree()
NO_SOURCE = (
    "the README and the guide are not here: these tests run from the repository "
    "(crates/python/tests) or with GPUJIT_SOURCE_DIR naming it"
)


def blocks():
    if ROOT is None:
        return []
    files = [ROOT / "README.md"] + sorted((ROOT / "docs" / "src").glob("*.md"))
    found = []
    for f in files:
        text = f.read_text()
        for m in FENCE.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            found.append(pytest.param(m.group(1), id=f"{f.relative_to(ROOT)}:{line}"))
    return found


BLOCKS = blocks()


def test_the_docs_have_python_blocks():
    if ROOT is None:
        pytest.skip(NO_SOURCE)
    assert len(BLOCKS) >= 5, [b.id for b in BLOCKS]


@pytest.mark.skipif(ROOT is None, reason=NO_SOURCE)
@pytest.mark.parametrize("code", BLOCKS or [pytest.param("", id="none")])
def test_block_runs(code, monkeypatch):
    monkeypatch.chdir(ROOT)
    exec(compile(code, "<doc block>", "exec"), {"__name__": "__doc_block__"})


def test_outside_the_source_tree_the_blocks_are_skipped(tmp_path):
    """This file alone in a folder (as in the GPU bundle): collected, skipped, said why."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_docs.py").write_text(pathlib.Path(__file__).read_text())
    env = {k: v for k, v in os.environ.items() if k != "GPUJIT_SOURCE_DIR"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
         "-k", "not outside_the_source_tree", "tests"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 skipped" in run.stdout and "README and the guide are not here" in run.stdout, run.stdout
