# Sourced by the ci/ scripts: toolchain paths and build settings shared by all.
export PATH="$HOME/.cargo/bin:$PATH"
export LLVM_CONFIG="${LLVM_CONFIG:-/usr/lib/llvm-22/bin/llvm-config}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
# The Python environment ci/setup makes (test tools such as llvmlite).
export GPUJIT_PYTHON="${GPUJIT_PYTHON:-${XDG_CACHE_HOME:-$HOME/.cache}/gpujit/venv/bin/python}"
