"""Every Python block of the README and of the guide (docs/src/*.md), run as it is
written, from the repository's folder (the blocks read files such as
kernels/cuda/gaussian.cu). The blocks use the host device and the AMDGCN emulator, so
they run on any machine; `ci/python-test` runs them with the other tests."""

import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
FENCE = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)


def blocks():
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
    assert len(BLOCKS) >= 5, [b.id for b in BLOCKS]


@pytest.mark.parametrize("code", BLOCKS)
def test_block_runs(code, monkeypatch):
    monkeypatch.chdir(ROOT)
    exec(compile(code, "<doc block>", "exec"), {"__name__": "__doc_block__"})
