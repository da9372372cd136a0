// Small additions to LLVM's C API that gpujit needs and LLVM's C API lacks.
#include "llvm-c/Core.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

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

// Removes type-based alias metadata (`!tbaa`, `!tbaa.struct`) from every
// instruction of a module; returns how many instructions had some.
size_t gpujit_llvm_strip_tbaa(LLVMModuleRef m) {
  size_t n = 0;
  for (llvm::Function &f : *llvm::unwrap(m))
    for (llvm::BasicBlock &b : f)
      for (llvm::Instruction &i : b)
        if (i.getMetadata(llvm::LLVMContext::MD_tbaa) || i.getMetadata(llvm::LLVMContext::MD_tbaa_struct)) {
          i.setMetadata(llvm::LLVMContext::MD_tbaa, nullptr);
          i.setMetadata(llvm::LLVMContext::MD_tbaa_struct, nullptr);
          ++n;
        }
  return n;
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

#include "llvm-c/Types.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>
#include <string>

extern "C" {

// Links the functions of the bitcode library `data` that `dst` needs (and
// what they need) into `dst`, loading only those: the library is read lazily
// and linked with Linker::LinkOnlyNeeded. Returns 0, or 1 with a malloc'd
// message in *err (free with gpujit_lld_free).
int gpujit_llvm_link_needed(LLVMModuleRef dst, const char *data, size_t len,
                            const char *name, char **err) {
  llvm::Module *m = llvm::unwrap(dst);
  auto buffer = llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(data, len),
                                                 name, false);
  auto lazy = llvm::getOwningLazyBitcodeModule(std::move(buffer),
                                               m->getContext());
  if (!lazy) {
    std::string msg = llvm::toString(lazy.takeError());
    *err = strdup(msg.c_str());
    return 1;
  }
  std::unique_ptr<llvm::Module> lib = std::move(*lazy);
  lib->setTargetTriple(m->getTargetTriple());
  lib->setDataLayout(m->getDataLayout());
  if (llvm::Linker::linkModules(*m, std::move(lib),
                                llvm::Linker::Flags::LinkOnlyNeeded)) {
    *err = strdup("the linker reported an error (see LLVM's diagnostics)");
    return 1;
  }
  return 0;
}
}

extern "C" {

// Copies the producer string of bitcode `data` ("LLVM22.1.8", from its
// identification block, which LLVM keeps readable across versions so that a
// reader can say who wrote a file it cannot read) into a malloc'd *out.
// Returns 0, or 1 with a malloc'd message in *out (free with gpujit_lld_free).
int gpujit_llvm_bitcode_producer(const char *data, size_t len, char **out) {
  llvm::MemoryBufferRef ref(llvm::StringRef(data, len), "bitcode");
  llvm::Expected<std::string> producer = llvm::getBitcodeProducerString(ref);
  if (!producer) {
    *out = strdup(llvm::toString(producer.takeError()).c_str());
    return 1;
  }
  *out = strdup(producer->c_str());
  return 0;
}
}
