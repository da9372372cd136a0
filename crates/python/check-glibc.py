#!/usr/bin/env python3
"""Checks a gpujit wheel against the glibc floor its tag promises.

    check-glibc.py WHEEL

Reads the extension module's dynamic symbols (`objdump -T`), and fails when a
symbol needs a glibc newer than the wheel's `manylinux_2_NN` tag, when the
extension needs a shared library other than glibc's and libgcc_s, or when it
leaves a symbol undefined with no version that is not Python's own API (a
linker given an older glibc's stubs leaves `__libc_single_threaded`,
`mallinfo2` or `arc4random` so: the tag would then be met on paper while the
module cannot load). Prints the newest glibc version it needs, so the floor is
stated by a test.
"""

import re
import subprocess
import sys
import tempfile
import zipfile

ALLOWED_LIBS = {"libc.so.6", "libm.so.6", "libgcc_s.so.1", "ld-linux-x86-64.so.2",
                "libpthread.so.0", "libdl.so.2", "librt.so.1"}


def version(v):
    return tuple(int(x) for x in v.split("."))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-glibc.py WHEEL")
    wheel = sys.argv[1]
    tag = re.search(r"manylinux_(\d+)_(\d+)_x86_64", wheel)
    if not tag:
        sys.exit(f"check-glibc: {wheel}: no manylinux_X_Y_x86_64 tag in its name")
    floor = (int(tag.group(1)), int(tag.group(2)))
    with tempfile.TemporaryDirectory() as tmp, zipfile.ZipFile(wheel) as z:
        names = [n for n in z.namelist() if n.endswith(".so")]
        if not names:
            sys.exit(f"check-glibc: {wheel} holds no extension module")
        bad = []
        for name in names:
            path = z.extract(name, tmp)
            syms = subprocess.run(["objdump", "-T", path], check=True, capture_output=True,
                                  text=True).stdout
            need = {}
            for line in syms.splitlines():
                f = line.split()
                weak = len(f) > 1 and f[1] == "w"
                if "*UND*" in line and "GLIBC_" not in line and "GCC_" not in line and not weak:
                    sym = f[-1]
                    if not re.match(r"_?Py|_Py", sym):
                        bad.append(f"{sym} is undefined, with no version: nothing provides it")
                m = re.search(r"\(?GLIBC_(\d+(?:\.\d+)+)\)?\s+(\S+)$", line)
                if m:
                    v = version(m.group(1))
                    need[m.group(2)] = max(v, need.get(m.group(2), (0,)))
            newest = max(need.values(), default=(0,))
            libs = re.findall(r"NEEDED\s+(\S+)", subprocess.run(
                ["objdump", "-p", path], check=True, capture_output=True, text=True).stdout)
            over = sorted((v, s) for s, v in need.items() if v > floor)
            print(f"check-glibc: {name}: needs glibc {'.'.join(map(str, newest))} "
                  f"(tag manylinux_{floor[0]}_{floor[1]}); libraries {', '.join(libs)}")
            for v, s in over:
                bad.append(f"{s} needs GLIBC_{'.'.join(map(str, v))}")
            for lib in libs:
                if lib not in ALLOWED_LIBS:
                    bad.append(f"needs {lib}, which is not part of glibc or libgcc_s")
        if bad:
            sys.exit("check-glibc: the wheel's tag promises more than its extension keeps:\n  "
                     + "\n  ".join(bad))


if __name__ == "__main__":
    main()
