//! Compile-level tests of the facade.

use crate::{CompileOptions, Target, compile, library};

/// Compiles `modules` one after another on this thread, with target machines
/// and code generation pipelines reused or not.
fn compile_all(
    modules: &[crate::PortableModule],
    target: Target,
    arch: &str,
    reuse: bool,
) -> Vec<Vec<u8>> {
    gpujit_ir::lower::set_reuse_for_thread(Some(reuse));
    let opts = CompileOptions {
        arch: Some(arch.to_string()),
        ..Default::default()
    };
    let out = modules
        .iter()
        .map(|m| compile(m, target, &opts).unwrap().image.bytes)
        .collect();
    gpujit_ir::lower::set_reuse_for_thread(None);
    out
}

#[test]
fn reused_machines_and_pipelines_emit_exactly_what_fresh_ones_do() {
    let names = [
        "saxpy",
        "softmax",
        "reduce",
        "sgemm",
        "histogram",
        "scan",
        "transpose",
        "saxpy_vec4",
        "block_reverse",
        "index3d",
    ];
    let mut modules: Vec<_> = names.iter().map(|n| library::module(n).unwrap()).collect();
    // The tiered interpreter (large, every math function) and generated programs.
    let info = crate::open("host").unwrap().info().clone();
    modules.push(crate::tiered::interpreter_module(&info).unwrap());
    modules.extend((0..12).map(|s| crate::tiered::tests::generated(s, s % 2 == 0)));
    let names: Vec<String> = modules.iter().map(|m| m.name().to_string()).collect();
    for (target, arch) in [
        (Target::Amdgcn, "gfx942"),
        (Target::Amdgcn, "gfx1100"),
        (Target::Nvptx, "sm_90"),
    ] {
        let before = gpujit_ir::lower::ReuseStats::this_thread();
        // Twice through the list with reuse: every pipeline runs on module
        // after module, so state left behind by one would show in the next.
        let first = compile_all(&modules, target, arch, true);
        let second = compile_all(&modules, target, arch, true);
        let stats = gpujit_ir::lower::ReuseStats::this_thread();
        let fresh = compile_all(&modules, target, arch, false);
        let runs = 2 * names.len() as u64;
        assert!(
            stats.machines_reused >= before.machines_reused + runs - 1,
            "{target} {arch}: {stats:?}"
        );
        if target == Target::Amdgcn {
            // AMDGPU's pipelines are kept too (NVPTX's are not: see lower::machine).
            assert!(
                stats.pipelines_reused >= before.pipelines_reused + runs - 1,
                "{target} {arch}: {stats:?}"
            );
        }
        for (i, name) in names.iter().enumerate() {
            assert!(
                first[i] == fresh[i] && second[i] == fresh[i],
                "{target} {arch} {name}: a reused pipeline emitted different code"
            );
        }
    }
}
