// In-process entry to lld's ELF linker, and empty initialisers for the LLVM
// targets gpujit does not ship.
//
// lld's LTO code calls InitializeAllTargets(), which references the
// initialisers of every target LLVM was built with. gpujit only ships NVPTX,
// AMDGPU and X86; defining the others here as no-ops keeps their code (tens of
// megabytes) out of every binary. They live in this translation unit so that
// they are linked whenever the lld entry point is.
#include "lld/Common/Driver.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <string>

LLD_HAS_DRIVER(elf)

namespace {
char *copy_out(const std::string &s, size_t *len) {
  *len = s.size();
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  if (p != nullptr) {
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = '\0';
  }
  return p;
}
} // namespace

extern "C" {

// Runs `ld.lld` with `argv`. Writes lld's stdout+stderr text into a malloc'd
// buffer (*msg, *msg_len; free with gpujit_lld_free). Sets *can_run_again to 0
// when lld reports that its global state is no longer reusable.
int gpujit_lld_elf_link(const char *const *argv, int argc, char **msg,
                        size_t *msg_len, int *can_run_again) {
  std::string out_text, err_text;
  llvm::raw_string_ostream out(out_text), err(err_text);
  llvm::ArrayRef<const char *> args(argv, static_cast<size_t>(argc));
  lld::Result r = lld::lldMain(args, out, err, {{lld::Gnu, &lld::elf::link}});
  out.flush();
  err.flush();
  *msg = copy_out(err_text + out_text, msg_len);
  *can_run_again = r.canRunAgain ? 1 : 0;
  return r.retCode;
}

void gpujit_lld_free(char *p) { std::free(p); }

#define GPUJIT_NO_TARGET(T)                                                    \
  void LLVMInitialize##T##TargetInfo() {}                                      \
  void LLVMInitialize##T##Target() {}                                          \
  void LLVMInitialize##T##TargetMC() {}                                        \
  void LLVMInitialize##T##AsmPrinter() {}                                      \
  void LLVMInitialize##T##AsmParser() {}                                       \
  void LLVMInitialize##T##Disassembler() {}                                    \
  void LLVMInitialize##T##TargetMCA() {}

GPUJIT_NO_TARGET(AArch64)
GPUJIT_NO_TARGET(ARM)
GPUJIT_NO_TARGET(AVR)
GPUJIT_NO_TARGET(BPF)
GPUJIT_NO_TARGET(Hexagon)
GPUJIT_NO_TARGET(Lanai)
GPUJIT_NO_TARGET(LoongArch)
GPUJIT_NO_TARGET(Mips)
GPUJIT_NO_TARGET(MSP430)
GPUJIT_NO_TARGET(PowerPC)
GPUJIT_NO_TARGET(RISCV)
GPUJIT_NO_TARGET(Sparc)
GPUJIT_NO_TARGET(SPIRV)
GPUJIT_NO_TARGET(SystemZ)
GPUJIT_NO_TARGET(VE)
GPUJIT_NO_TARGET(WebAssembly)
GPUJIT_NO_TARGET(XCore)
GPUJIT_NO_TARGET(M68k)
GPUJIT_NO_TARGET(Xtensa)
}
