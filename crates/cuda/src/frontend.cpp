// clang's CUDA front end run in-process: CUDA C++ source held in memory
// becomes NVVM IR (LLVM bitcode) in memory.
//
// The clang driver is run on an overlay file system: the real one below, an
// in-memory one above holding the source, the caller's headers, clang's
// resource headers and gpujit's own (all handed in by Rust). The driver
// turns the arguments into one `-cc1` device compilation, which runs in a
// CompilerInstance with EmitLLVMOnlyAction (the -O pipeline included); the
// module is written out as bitcode. Name expressions are globals the Rust
// side appended to the source (`__gpujit_name_expr_N`, each initialised
// with the address of one expression): their initialisers name the lowered
// (mangled) symbols, and the globals are removed before the module is
// written.
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/ExprCXX.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticSema.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/CodeGen/CodeGenAction.h>
#include <clang/Driver/Compilation.h>
#include <clang/Driver/Driver.h>
#include <clang/Driver/Job.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendActions.h>
#include <clang/Frontend/MultiplexConsumer.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Sema/Scope.h>
#include <clang/Sema/Sema.h>
#include <clang/Sema/TemplateInstCallback.h>

#include <llvm/ADT/DenseSet.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/Config/abi-breaking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/ReplaceConstant.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/VirtualOutputBackend.h>
#include <llvm/Support/VirtualOutputFile.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace {

char *dup_bytes(const std::string &s, size_t *len) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  if (!p) {
    *len = 0;
    return nullptr;
  }
  std::memcpy(p, s.data(), s.size());
  p[s.size()] = 0;
  *len = s.size();
  return p;
}

// The overlay: real files below, the in-memory ones above.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
make_vfs(const char *const *paths, const char *const *data, const size_t *lens, size_t n,
         bool real_below) {
  auto mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (size_t i = 0; i < n; ++i) {
    llvm::StringRef path(paths[i]), bytes(data[i], lens[i]);
    // A precompiled header is read in place (it is megabytes, and no lexer
    // needs a NUL after it); every other file is copied: clang's lexer
    // needs the NUL after each buffer, which the caller's bytes do not have.
    // The caller's bytes outlive the compile.
    if (path.ends_with(".pch"))
      mem->addFile(path, 0, llvm::MemoryBuffer::getMemBuffer(bytes, path, false));
    else
      mem->addFile(path, 0, llvm::MemoryBuffer::getMemBufferCopy(bytes, path));
  }
  if (!real_below)
    return mem;
  auto overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  overlay->pushOverlay(mem);
  return overlay;
}

// The -cc1 arguments of the driver's one compile job, or an empty list (the
// driver's diagnostics then say why).
std::vector<std::string> cc1_args(const std::vector<const char *> &argv,
                                  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> vfs,
                                  clang::DiagnosticsEngine &diags, llvm::raw_ostream &log) {
  clang::driver::Driver driver("/__gpujit__/bin/clang", llvm::sys::getDefaultTargetTriple(), diags,
                               "gpujit CUDA front end", vfs);
  driver.setCheckInputsExist(false);
  std::unique_ptr<clang::driver::Compilation> comp(driver.BuildCompilation(argv));
  std::vector<std::string> out;
  if (!comp || diags.hasErrorOccurred())
    return out;
  for (const auto &job : comp->getJobs()) {
    const auto &args = job.getArguments();
    if (args.empty() || llvm::StringRef(args[0]) != "-cc1")
      continue;
    if (!out.empty()) {
      log << "error: the driver planned more than one compile job\n";
      out.clear();
      return out;
    }
    for (size_t i = 1; i < args.size(); ++i)
      out.emplace_back(args[i]);
  }
  if (out.empty())
    log << "error: the driver planned no compile job\n";
  return out;
}

// The driver's `-mllvm` options for a CUDA device compile (today only
// `-enable-memcpyopt-without-libcalls`) are LLVM's global options: cc1
// parses them into the process at start. They are the same on every
// compile, so they are parsed once, the first time.
void apply_llvm_args(const std::vector<std::string> &args) {
  static std::once_flag once;
  if (args.empty())
    return;
  std::call_once(once, [&] {
    std::vector<const char *> argv{"gpujit"};
    for (const auto &a : args)
      argv.push_back(a.c_str());
    llvm::cl::ParseCommandLineOptions(static_cast<int>(argv.size()), argv.data(), "", &llvm::nulls());
  });
}

extern "C" void LLVMInitializeX86TargetInfo();
extern "C" void LLVMInitializeX86Target();
extern "C" void LLVMInitializeX86TargetMC();
extern "C" void LLVMInitializeX86AsmPrinter();
extern "C" void LLVMInitializeX86AsmParser();

// The x86-64 code generator a host object needs (its inline asm parser
// included), registered once.
void init_host_target() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    LLVMInitializeX86AsmParser();
  });
}

// Output files kept in memory: a precompiled header is written through the
// CompilerInstance's output manager, and lands here instead of on disk.
class MemOutputFile final : public llvm::RTTIExtends<MemOutputFile, llvm::vfs::OutputFileImpl> {
 public:
  static char ID;
  MemOutputFile(std::string *dest) : dest_(dest), os_(buf_) {}
  llvm::Error keep() override {
    dest_->assign(buf_.begin(), buf_.end());
    return llvm::Error::success();
  }
  llvm::Error discard() override { return llvm::Error::success(); }
  llvm::raw_pwrite_stream &getOS() override { return os_; }

 private:
  std::string *dest_;
  llvm::SmallVector<char, 0> buf_;
  llvm::raw_svector_ostream os_;
};
char MemOutputFile::ID = 0;

class MemOutputs final : public llvm::vfs::OutputBackend {
 public:
  explicit MemOutputs(std::string *dest) : dest_(dest) {}

 private:
  llvm::IntrusiveRefCntPtr<llvm::vfs::OutputBackend> cloneImpl() const override {
    return llvm::makeIntrusiveRefCnt<MemOutputs>(dest_);
  }
  llvm::Expected<std::unique_ptr<llvm::vfs::OutputFileImpl>>
  createFileImpl(llvm::StringRef, std::optional<llvm::vfs::OutputConfig>) override {
    return std::make_unique<MemOutputFile>(dest_);
  }
  std::string *dest_;
};

// Before the prelude is serialised, forgets two lists of its declarations
// that a precompiled header hands every reader to load eagerly, which made
// loading the prelude most of a small compile (NVIDIA's headers: 41 of a
// trivial kernel's 42 ms with both, 5 ms without): those Sema would check
// for deferred (host/device) diagnostics, and the file-scope `static`
// declarations not yet used, kept for -Wunused warnings at the end of the
// translation unit (system headers' never warn). A kernel's own functions,
// and what they call, are still checked.
class ForgetDeferredChecks : public clang::ASTConsumer {
 public:
  explicit ForgetDeferredChecks(clang::CompilerInstance &ci) : ci_(ci) {}
  void HandleTranslationUnit(clang::ASTContext &) override {
    if (!ci_.hasSema())
      return;
    clang::Sema &sema = ci_.getSema();
    sema.DeclsToCheckForDeferredDiags.clear();
    sema.UnusedFileScopedDecls.erase(sema.UnusedFileScopedDecls.begin(nullptr, true),
                                     sema.UnusedFileScopedDecls.end());
  }

 private:
  clang::CompilerInstance &ci_;
};

class PreludePch : public clang::GeneratePCHAction {
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &ci,
                                                        llvm::StringRef in) override {
    std::unique_ptr<clang::ASTConsumer> pch = GeneratePCHAction::CreateASTConsumer(ci, in);
    if (!pch)
      return nullptr;
    std::vector<std::unique_ptr<clang::ASTConsumer>> both;
    both.push_back(std::make_unique<ForgetDeferredChecks>(ci));
    both.push_back(std::move(pch));
    return std::make_unique<clang::MultiplexConsumer>(std::move(both));
  }
};

// nvcc accepts a `__shared__` variable of class type declared without an
// initializer whatever its constructor and destructor do (it runs neither:
// the program initialises the object itself, as `init(&bar, n)` does a
// `__shared__ cuda::barrier`); clang 22 refuses one whose constructor or
// destructor is not empty ("initialization is not supported for __shared__
// variables") and marks it invalid, so that every use of it fails. clang's
// code generator never runs either for a `__shared__` variable (it gives it
// an undefined initial value, as it does an array of the same class, which
// clang accepts), so the refusal alone stands between such code and clang.
//
// The error is turned off and judged here instead, right after each
// declaration (on the next token for a variable in a function, as its
// declaration group is handed on for one at file scope): a variable
// default-initialised (no initialiser written) is made valid again before
// any use; one with an initialiser written gets the error back. In a template
// instantiated later (at the end of the translation unit) there is no point
// between the declaration and its uses to step in: such a variable keeps the
// error, reported when the instantiation ends. Where clang's libraries check
// their assertions (which forbid mapping an error to "ignored"), none of
// this is done and clang's error stands.
class SharedClassVars : public clang::TemplateInstantiationCallback {
 public:
  explicit SharedClassVars(clang::CompilerInstance &ci) : ci_(ci) {}

  static bool supported() { return LLVM_ENABLE_ABI_BREAKING_CHECKS == 0; }

  // Before the first token of the program (the precompiled prelude, whose
  // diagnostic state replaces the command line's, is read by then).
  void start() {
    clang::DiagnosticsEngine &d = ci_.getDiagnostics();
    d.setSeverity(clang::diag::err_shared_var_init, clang::diag::Severity::Ignored,
                  clang::SourceLocation());
    error_ = d.getCustomDiagID(clang::DiagnosticsEngine::Error,
                               "initialization is not supported for __shared__ variables");
    template_error_ = d.getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "a __shared__ variable whose constructor or destructor is not empty is not "
        "supported in a template (gpujit accepts one outside templates, as nvcc does)");
  }

  void on_token(const clang::Token &tok) {
    if (!started_) {
      started_ = true;
      start();
    }
    bool after_declarator = after_declarator_;
    after_declarator_ = tok.isOneOf(clang::tok::semi, clang::tok::comma);
    if (!after_declarator || !ci_.hasSema())
      return;
    clang::Scope *scope = ci_.getSema().getCurScope();
    // File scope is judged as each declaration group is handed on.
    if (!scope || !scope->getFnParent())
      return;
    for (clang::Decl *d : scope->decls())
      judge(d, false);
  }

  // A variable clang refused for its initialisation, judged once.
  void judge(clang::Decl *d, bool in_template) {
    auto *vd = llvm::dyn_cast<clang::VarDecl>(d);
    if (!vd || !vd->isInvalidDecl() || !vd->hasAttr<clang::CUDASharedAttr>() || !vd->hasInit() ||
        !judged_.insert(vd).second)
      return;
    bool default_init = default_initialised(vd);
    if (default_init && !in_template)
      vd->setInvalidDecl(false);
    else
      ci_.getDiagnostics().Report(vd->getLocation(), default_init ? template_error_ : error_)
          << vd->getInit()->getSourceRange();
  }

  void initialize(const clang::Sema &) override {}
  void finalize(const clang::Sema &) override {}
  void atTemplateBegin(const clang::Sema &, const clang::Sema::CodeSynthesisContext &) override {}
  void atTemplateEnd(const clang::Sema &, const clang::Sema::CodeSynthesisContext &inst) override {
    if (inst.Kind != clang::Sema::CodeSynthesisContext::TemplateInstantiation)
      return;
    auto *fd = llvm::dyn_cast_or_null<clang::FunctionDecl>(inst.Entity);
    if (!fd)
      return;
    for (clang::Decl *d : fd->decls())
      judge(d, true);
  }

 private:
  // Declared without an initialiser: the default constructor of a complete,
  // valid class (or array of one), called with no arguments.
  static bool default_initialised(const clang::VarDecl *vd) {
    if (vd->getInitStyle() != clang::VarDecl::CallInit)
      return false;
    const clang::Expr *init = vd->getInit()->IgnoreImplicit();
    auto *ce = llvm::dyn_cast<clang::CXXConstructExpr>(init);
    if (!ce || ce->getNumArgs() != 0 || ce->isListInitialization() ||
        ce->getParenOrBraceRange().isValid())
      return false;
    const clang::CXXRecordDecl *rd = vd->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
    return rd && rd->hasDefinition() && !rd->isInvalidDecl() && !vd->getType()->containsErrors();
  }

  clang::CompilerInstance &ci_;
  bool started_ = false;
  bool after_declarator_ = false;
  unsigned error_ = 0, template_error_ = 0;
  llvm::DenseSet<const clang::VarDecl *> judged_;
};

// Hands each file-scope declaration group to SharedClassVars before the
// code generator sees it.
class JudgeTopLevel : public clang::ASTConsumer {
 public:
  explicit JudgeTopLevel(SharedClassVars &vars) : vars_(vars) {}
  bool HandleTopLevelDecl(clang::DeclGroupRef g) override {
    for (clang::Decl *d : g)
      vars_.judge(d, false);
    return true;
  }

 private:
  SharedClassVars &vars_;
};

// EmitLLVMOnlyAction with SharedClassVars in place.
class EmitWithSharedClassVars : public clang::EmitLLVMOnlyAction {
 public:
  explicit EmitWithSharedClassVars(llvm::LLVMContext *ctx) : EmitLLVMOnlyAction(ctx) {}

 private:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &ci,
                                                        llvm::StringRef in) override {
    std::unique_ptr<clang::ASTConsumer> gen = EmitLLVMOnlyAction::CreateASTConsumer(ci, in);
    if (!gen || !SharedClassVars::supported())
      return gen;
    vars_ = std::make_unique<SharedClassVars>(ci);
    SharedClassVars *vars = vars_.get();
    ci.getPreprocessor().setTokenWatcher([vars](const clang::Token &t) { vars->on_token(t); });
    std::vector<std::unique_ptr<clang::ASTConsumer>> both;
    both.push_back(std::make_unique<JudgeTopLevel>(*vars));
    both.push_back(std::move(gen));
    return std::make_unique<clang::MultiplexConsumer>(std::move(both));
  }

  void ExecuteAction() override {
    clang::CompilerInstance &ci = getCompilerInstance();
    if (vars_ && !ci.hasSema())
      ci.createSema(getTranslationUnitKind(), nullptr);
    if (vars_ && ci.hasSema()) {
      // Sema owns its callbacks: a forwarder to ours.
      ci.getSema().TemplateInstCallbacks.push_back(std::make_unique<Forward>(*vars_));
    }
    EmitLLVMOnlyAction::ExecuteAction();
  }

  class Forward : public clang::TemplateInstantiationCallback {
   public:
    explicit Forward(SharedClassVars &v) : v_(v) {}
    void initialize(const clang::Sema &s) override { v_.initialize(s); }
    void finalize(const clang::Sema &s) override { v_.finalize(s); }
    void atTemplateBegin(const clang::Sema &s, const clang::Sema::CodeSynthesisContext &i) override {
      v_.atTemplateBegin(s, i);
    }
    void atTemplateEnd(const clang::Sema &s, const clang::Sema::CodeSynthesisContext &i) override {
      v_.atTemplateEnd(s, i);
    }

   private:
    SharedClassVars &v_;
  };

  std::unique_ptr<SharedClassVars> vars_;
};

// `__managed__` variables (see __gpujit_cuda_holes.h): the device half
// declares each one a `__device__` variable annotated "gpujit.managed". The
// variable's storage is the host half's shadow of it, which the runtime maps
// into the device; device code reaches it through a pointer of the same name
// that the runtime sets when it loads the module. Here every use of the
// variable becomes a load of that pointer, and the variable's initial bytes
// are handed back for the runtime to write into the shadow (clang leaves the
// host shadow of a `__device__` variable uninitialised).

// Writes the `n` little-endian bytes of `v` at `at` in `out`.
bool write_bits(const llvm::APInt &v, uint64_t n, std::vector<char> &out, uint64_t at) {
  if (at + n > out.size())
    return false;
  unsigned width = v.getBitWidth();
  for (uint64_t i = 0; i < n; ++i) {
    unsigned pos = unsigned(i * 8);
    out[at + i] = pos < width ? static_cast<char>(v.extractBitsAsZExtValue(
                                    std::min(8u, width - pos), pos))
                              : 0;
  }
  return true;
}

// Writes constant `c` at `at` in `out` (zeroed); false for what is not
// plain data (an address, a constant expression).
bool write_constant(const llvm::DataLayout &dl, const llvm::Constant *c, std::vector<char> &out,
                    uint64_t at) {
  if (llvm::isa<llvm::ConstantAggregateZero>(c) || llvm::isa<llvm::ConstantPointerNull>(c) ||
      llvm::isa<llvm::UndefValue>(c))
    return true;
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(c))
    return write_bits(ci->getValue(), dl.getTypeStoreSize(ci->getType()), out, at);
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(c))
    return write_bits(cf->getValueAPF().bitcastToAPInt(), dl.getTypeStoreSize(cf->getType()),
                      out, at);
  if (auto *cd = llvm::dyn_cast<llvm::ConstantDataSequential>(c)) {
    llvm::StringRef raw = cd->getRawDataValues();
    if (at + raw.size() > out.size())
      return false;
    std::memcpy(out.data() + at, raw.data(), raw.size());
    return true;
  }
  if (auto *cs = llvm::dyn_cast<llvm::ConstantStruct>(c)) {
    const llvm::StructLayout *sl = dl.getStructLayout(cs->getType());
    for (unsigned i = 0; i < cs->getNumOperands(); ++i)
      if (!write_constant(dl, cs->getOperand(i), out, at + sl->getElementOffset(i)))
        return false;
    return true;
  }
  if (llvm::isa<llvm::ConstantArray>(c) || llvm::isa<llvm::ConstantVector>(c)) {
    llvm::Type *elem = c->getType()->isArrayTy() ? c->getType()->getArrayElementType()
                                                 : c->getType()->getScalarType();
    uint64_t step = dl.getTypeAllocSize(elem);
    for (unsigned i = 0; i < c->getNumOperands(); ++i)
      if (!write_constant(dl, llvm::cast<llvm::Constant>(c->getOperand(i)), out, at + i * step))
        return false;
    return true;
  }
  return false;
}

void put_u32(std::string &out, uint32_t v) {
  for (int i = 0; i < 4; ++i)
    out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

void put_u64(std::string &out, uint64_t v) {
  for (int i = 0; i < 8; ++i)
    out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

// The variables annotated "gpujit.managed", taken off the module's
// annotations.
std::vector<llvm::GlobalVariable *> take_managed_annotations(llvm::Module &m) {
  std::vector<llvm::GlobalVariable *> found;
  llvm::GlobalVariable *ann = m.getNamedGlobal("llvm.global.annotations");
  if (!ann || !ann->hasInitializer())
    return found;
  auto *arr = llvm::dyn_cast<llvm::ConstantArray>(ann->getInitializer());
  if (!arr)
    return found;
  std::vector<llvm::Constant *> keep;
  for (llvm::Value *op : arr->operands()) {
    auto *entry = llvm::dyn_cast<llvm::ConstantStruct>(op);
    llvm::GlobalVariable *var = nullptr, *text = nullptr;
    if (entry && entry->getNumOperands() >= 2) {
      var = llvm::dyn_cast<llvm::GlobalVariable>(entry->getOperand(0)->stripPointerCasts());
      text = llvm::dyn_cast<llvm::GlobalVariable>(entry->getOperand(1)->stripPointerCasts());
    }
    auto *str = text && text->hasInitializer()
                    ? llvm::dyn_cast<llvm::ConstantDataSequential>(text->getInitializer())
                    : nullptr;
    if (var && str && str->isCString() && str->getAsCString() == "gpujit.managed") {
      if (std::find(found.begin(), found.end(), var) == found.end())
        found.push_back(var);
    } else {
      keep.push_back(llvm::cast<llvm::Constant>(op));
    }
  }
  if (found.empty())
    return found;
  if (keep.empty()) {
    ann->eraseFromParent();
  } else {
    auto *ty = llvm::ArrayType::get(arr->getType()->getElementType(), keep.size());
    auto *fresh = new llvm::GlobalVariable(m, ty, false, ann->getLinkage(),
                                           llvm::ConstantArray::get(ty, keep), "");
    fresh->setSection(ann->getSection());
    fresh->takeName(ann);
    ann->eraseFromParent();
  }
  return found;
}

// Rewrites the module's `__managed__` variables (see above) and appends to
// `blob`, for each, its name (u32 length, bytes), then its initial bytes
// (u64 length, bytes). False, with the reason in `log`, for a variable the
// rewrite cannot take.
bool rewrite_managed(llvm::Module &m, std::string &blob, llvm::raw_ostream &log) {
  std::vector<llvm::GlobalVariable *> vars = take_managed_annotations(m);
  if (vars.empty())
    return true;
  llvm::DenseSet<llvm::Constant *> gone(vars.begin(), vars.end());
  llvm::removeFromUsedLists(m, [&](llvm::Constant *c) {
    return gone.contains(llvm::cast<llvm::Constant>(c->stripPointerCasts()));
  });
  const llvm::DataLayout &dl = m.getDataLayout();
  for (llvm::GlobalVariable *var : vars) {
    std::string name = var->getName().str();
    std::vector<char> init(dl.getTypeAllocSize(var->getValueType()), 0);
    if (var->hasInitializer() && !write_constant(dl, var->getInitializer(), init, 0)) {
      log << "error: the initializer of __managed__ variable '" << name
          << "' is not plain data (an address or an expression): gpujit's __managed__ "
             "variables take numbers and aggregates of them\n";
      return false;
    }
    llvm::convertUsersOfConstantsToInstructions({var});
    auto *ptr_ty = llvm::PointerType::get(m.getContext(), var->getAddressSpace());
    std::vector<llvm::Use *> uses;
    for (llvm::Use &u : var->uses())
      uses.push_back(&u);
    for (llvm::Use *u : uses) {
      if (!llvm::isa<llvm::Instruction>(u->getUser())) {
        log << "error: the address of __managed__ variable '" << name
            << "' is taken in the initializer of another variable, which gpujit's "
               "__managed__ variables do not support\n";
        return false;
      }
    }
    var->setName(name + ".gpujit.storage");
    auto *slot = new llvm::GlobalVariable(
        m, ptr_ty, false, llvm::GlobalValue::ExternalLinkage,
        llvm::ConstantPointerNull::get(ptr_ty), name, nullptr,
        llvm::GlobalValue::NotThreadLocal, var->getAddressSpace(), true);
    slot->setAlignment(llvm::Align(8));
    slot->setDSOLocal(true);
    for (llvm::Use *u : uses) {
      auto *user = llvm::cast<llvm::Instruction>(u->getUser());
      llvm::Instruction *before = user;
      if (auto *phi = llvm::dyn_cast<llvm::PHINode>(user))
        before = phi->getIncomingBlock(*u)->getTerminator();
      auto *load = new llvm::LoadInst(ptr_ty, slot, name + ".addr", false, llvm::Align(8),
                                      before->getIterator());
      u->set(load);
    }
    var->eraseFromParent();
    put_u32(blob, static_cast<uint32_t>(name.size()));
    blob += name;
    put_u64(blob, init.size());
    blob.append(init.data(), init.size());
  }
  return true;
}

}  // namespace

extern "C" {

// Result of one front-end run. Every pointer is malloc'd (free with
// gpujit_cuda_free) or null.
struct gpujit_cuda_result {
  char *output;  // bitcode
  size_t output_len;
  char *log;  // clang's diagnostics as text
  size_t log_len;
  char *names;  // lowered names, each NUL-terminated, in expression order
  size_t names_len;
  char *managed;  // the __managed__ variables (see rewrite_managed)
  size_t managed_len;
  int errors;  // the number of errors reported
};

void gpujit_cuda_free(char *p) { std::free(p); }

// Runs the driver on `argv` (the compile's arguments, input file included,
// without the program name) over the in-memory files, then the front end.
// `n_exprs` name-expression globals are resolved and removed. `mode` says
// what is made: 0 the module's bitcode, 1 (the input a header) its
// precompiled form, 2 a native object (the host half of a CUDA source).
// Returns 0 when an output was produced, 1 otherwise (see the log).
int gpujit_cuda_compile(const char *const *argv, size_t argc, const char *const *paths,
                        const char *const *data, const size_t *lens, size_t n_files,
                        int real_fs, int mode, size_t n_exprs, gpujit_cuda_result *out) {
  std::memset(out, 0, sizeof(*out));
  std::string log;
  llvm::raw_string_ostream log_os(log);
  clang::DiagnosticOptions diag_opts;
  diag_opts.ShowColors = false;
  diag_opts.ShowCarets = true;
  diag_opts.ShowColumn = true;
  // Locations as #line directives give them (name expressions are
  // appended under `#line 1 "<name expression N>"`), as clang's driver does.
  diag_opts.ShowPresumedLoc = true;
  auto vfs = make_vfs(paths, data, lens, n_files, real_fs != 0);
  auto printer = new clang::TextDiagnosticPrinter(log_os, diag_opts);
  auto diags = clang::CompilerInstance::createDiagnostics(*vfs, diag_opts, printer, true);
  // The driver's own engine does not read -W options (clang's `main` applies
  // them before making the driver): the one it is given, -Wno-unknown-cuda-
  // version, is applied here. The CUDA version the driver would warn about is
  // not the headers' (those come from gpujit's header set), and clang's
  // "partially supported" / "newer than" verdicts are noise to a caller.
  diags->setSeverityForGroup(clang::diag::Flavor::WarningOrError, "unknown-cuda-version",
                             clang::diag::Severity::Ignored);

  std::vector<const char *> args{"/__gpujit__/bin/clang"};
  for (size_t i = 0; i < argc; ++i)
    args.push_back(argv[i]);
  std::vector<std::string> cc1 = cc1_args(args, vfs, *diags, log_os);
  int rc = 1;
  std::string output, names, managed;
  if (std::getenv("GPUJIT_CUDA_TRACE")) {
    log_os << "gpujit: clang -cc1";
    for (const auto &a : cc1)
      log_os << ' ' << a;
    log_os << '\n';
  }
  if (!cc1.empty()) {
    std::vector<const char *> cc1_ptrs;
    for (const auto &a : cc1)
      cc1_ptrs.push_back(a.c_str());
    auto inv = std::make_shared<clang::CompilerInvocation>();
    if (clang::CompilerInvocation::CreateFromArgs(*inv, cc1_ptrs, *diags)) {
      apply_llvm_args(inv->getFrontendOpts().LLVMArgs);
      inv->getFrontendOpts().DisableFree = false;
      inv->getFrontendOpts().OutputFile.clear();
      clang::CompilerInstance ci(inv);
      ci.setVirtualFileSystem(vfs);
      ci.createDiagnostics(new clang::TextDiagnosticPrinter(log_os, diag_opts), true);
      ci.createFileManager();
      ci.setVerboseOutputStream(log_os);
      if (mode == 2) {
        init_host_target();
        ci.getFrontendOpts().OutputFile = "/__gpujit__/out/host.o";
        ci.setOutputManager(llvm::makeIntrusiveRefCnt<MemOutputs>(&output));
        llvm::LLVMContext ctx;
        clang::EmitObjAction act(&ctx);
        if (ci.ExecuteAction(act) && !output.empty())
          rc = 0;
      } else if (mode == 1) {
        auto &fo = ci.getFrontendOpts();
        fo.ProgramAction = clang::frontend::GeneratePCH;
        fo.OutputFile = "/__gpujit__/pch/prelude.pch";
        for (auto &in : fo.Inputs)
          in = clang::FrontendInputFile(in.getFile(), in.getKind().getHeader());
        ci.setOutputManager(llvm::makeIntrusiveRefCnt<MemOutputs>(&output));
        PreludePch act;
        if (ci.ExecuteAction(act) && !output.empty())
          rc = 0;
      } else {
        llvm::LLVMContext ctx;
        EmitWithSharedClassVars act(&ctx);
        if (ci.ExecuteAction(act)) {
          std::unique_ptr<llvm::Module> m = act.takeModule();
          bool ok = m != nullptr;
          for (size_t i = 0; ok && i < n_exprs; ++i) {
            std::string gname = "__gpujit_name_expr_" + std::to_string(i);
            llvm::GlobalVariable *g = m->getNamedGlobal(gname);
            llvm::Function *f = nullptr;
            if (g && g->hasInitializer())
              f = llvm::dyn_cast<llvm::Function>(g->getInitializer()->stripPointerCasts());
            if (!f) {
              log_os << "error: name expression " << i
                     << " does not name a __global__ function\n";
              ok = false;
              break;
            }
            names += f->getName().str();
            names.push_back('\0');
            g->eraseFromParent();
          }
          ok = ok && rewrite_managed(*m, managed, log_os);
          if (ok) {
            llvm::raw_string_ostream os(output);
            llvm::WriteBitcodeToFile(*m, os);
            os.flush();
            rc = 0;
          }
        }
      }
      out->errors = static_cast<int>(ci.getDiagnostics().getNumErrors());
    }
  }
  if (out->errors == 0)
    out->errors = static_cast<int>(diags->getNumErrors());
  log_os.flush();
  out->log = dup_bytes(log, &out->log_len);
  if (rc == 0) {
    out->output = dup_bytes(output, &out->output_len);
    out->names = dup_bytes(names, &out->names_len);
    out->managed = dup_bytes(managed, &out->managed_len);
  }
  return rc;
}

}  // extern "C"
