// A code generation pipeline that outlives one module.
//
// LLVM's C API (LLVMTargetMachineEmitToMemoryBuffer) builds the legacy
// code generation pass manager for every module and throws it away: for a
// small kernel that set-up costs as much as the code generation itself
// (hundreds of passes are created, scheduled and destroyed, and per-pass
// state such as the register allocator's interference matrix is reallocated).
// A pipeline built here is kept by its caller and run on module after module,
// as llc's -compile-twice does: each run writes into the pipeline's own
// buffer, which is handed back and cleared.
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Types.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdlib>
#include <cstring>
#include <memory>

namespace {
struct Pipeline {
  llvm::TargetMachine *machine;
  llvm::SmallVector<char, 0> buffer;
  llvm::raw_svector_ostream out{buffer};
  llvm::legacy::PassManager passes;
  explicit Pipeline(llvm::TargetMachine *tm) : machine(tm) {}
};

llvm::TargetMachine *unwrap_machine(LLVMTargetMachineRef tm) {
  return reinterpret_cast<llvm::TargetMachine *>(tm);
}
} // namespace

extern "C" {

// A pipeline emitting assembly (`object` == 0) or an object file (`object`
// != 0) with `tm`, which must outlive it. Null when the target cannot emit
// that kind of file.
void *gpujit_llvm_codegen_create(LLVMTargetMachineRef tm, int object) {
  auto p = std::make_unique<Pipeline>(unwrap_machine(tm));
  auto kind = object != 0 ? llvm::CodeGenFileType::ObjectFile
                          : llvm::CodeGenFileType::AssemblyFile;
  if (p->machine->addPassesToEmitFile(p->passes, p->out, nullptr, kind))
    return nullptr;
  return p.release();
}

// Generates code for `m` (its data layout set from the pipeline's machine,
// as the C API does) and copies it into a malloc'd buffer (*out, *len; free
// with gpujit_lld_free). Returns 0, or 1 when the copy cannot be allocated.
int gpujit_llvm_codegen_run(void *pipeline, LLVMModuleRef m, char **out,
                            size_t *len) {
  auto *p = static_cast<Pipeline *>(pipeline);
  llvm::Module *mod = llvm::unwrap(m);
  mod->setDataLayout(p->machine->createDataLayout());
  p->buffer.clear();
  p->passes.run(*mod);
  *len = p->buffer.size();
  *out = static_cast<char *>(std::malloc(p->buffer.size() + 1));
  if (*out == nullptr)
    return 1;
  std::memcpy(*out, p->buffer.data(), p->buffer.size());
  (*out)[p->buffer.size()] = '\0';
  p->buffer.clear();
  return 0;
}

void gpujit_llvm_codegen_destroy(void *pipeline) {
  delete static_cast<Pipeline *>(pipeline);
}
}
