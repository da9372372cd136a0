// Small additions to LLVM's C API that gpujit needs and LLVM 19 lacks.
#include "llvm-c/Core.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"

#include <cstring>
#include <optional>

extern "C" {

// Copies the sync scope name of an atomic instruction or fence into `buf`
// (NUL-terminated, truncated to `cap`). Returns its length, -1 when `v` is not
// an atomic instruction. The system scope is the empty name.
int gpujit_llvm_get_syncscope(LLVMValueRef v, char *buf, size_t cap) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(v));
  if (inst == nullptr)
    return -1;
  std::optional<llvm::SyncScope::ID> id = llvm::getAtomicSyncScopeID(inst);
  if (!id)
    return -1;
  llvm::SmallVector<llvm::StringRef, 8> names;
  inst->getContext().getSyncScopeNames(names);
  llvm::StringRef name = *id < names.size() ? names[*id] : llvm::StringRef();
  size_t n = name.size() < cap - 1 ? name.size() : cap - 1;
  if (cap > 0) {
    std::memcpy(buf, name.data(), n);
    buf[n] = '\0';
  }
  return static_cast<int>(name.size());
}

// Sets the sync scope of an atomic instruction or fence; returns 0, or -1
// when `v` is not one.
int gpujit_llvm_set_syncscope(LLVMValueRef v, const char *name) {
  auto *inst = llvm::dyn_cast<llvm::Instruction>(llvm::unwrap(v));
  if (inst == nullptr || !llvm::getAtomicSyncScopeID(inst))
    return -1;
  llvm::SyncScope::ID id = inst->getContext().getOrInsertSyncScopeID(name);
  if (auto *i = llvm::dyn_cast<llvm::AtomicRMWInst>(inst))
    i->setSyncScopeID(id);
  else if (auto *i = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(inst))
    i->setSyncScopeID(id);
  else if (auto *i = llvm::dyn_cast<llvm::FenceInst>(inst))
    i->setSyncScopeID(id);
  else if (auto *i = llvm::dyn_cast<llvm::LoadInst>(inst))
    i->setSyncScopeID(id);
  else if (auto *i = llvm::dyn_cast<llvm::StoreInst>(inst))
    i->setSyncScopeID(id);
  else
    return -1;
  return 0;
}
}
