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
#include <clang/Basic/Diagnostic.h>
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
#include <clang/Sema/Sema.h>

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>

#include <llvm/Support/CommandLine.h>
#include <llvm/Support/VirtualOutputBackend.h>
#include <llvm/Support/VirtualOutputFile.h>

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
    // A copy: clang's lexer needs the NUL after each buffer, which the
    // caller's bytes do not have.
    mem->addFile(paths[i], 0,
                 llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(data[i], lens[i]), paths[i]));
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
  int errors;  // the number of errors reported
};

void gpujit_cuda_free(char *p) { std::free(p); }

// Runs the driver on `argv` (the compile's arguments, input file included,
// without the program name) over the in-memory files, then the front end.
// `n_exprs` name-expression globals are resolved and removed. With `pch`
// set the input is a header and the output its precompiled form.
// Returns 0 when an output was produced, 1 otherwise (see the log).
int gpujit_cuda_compile(const char *const *argv, size_t argc, const char *const *paths,
                        const char *const *data, const size_t *lens, size_t n_files,
                        int real_fs, int pch, size_t n_exprs, gpujit_cuda_result *out) {
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

  std::vector<const char *> args{"/__gpujit__/bin/clang"};
  for (size_t i = 0; i < argc; ++i)
    args.push_back(argv[i]);
  std::vector<std::string> cc1 = cc1_args(args, vfs, *diags, log_os);
  int rc = 1;
  std::string output, names;
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
      if (pch) {
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
        clang::EmitLLVMOnlyAction act(&ctx);
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
  }
  return rc;
}

}  // extern "C"
