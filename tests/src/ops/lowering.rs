//! Lowering checks: every intrinsic and every library kernel, for every
//! target.

use anyhow::ensure;
use gpujit::PortableModule;
use gpujit::ir::{Axis, Intrinsic, ModuleOptions, ScalarType, build, p};
use gpujit_conformance::Tally;

use super::memory::address_space_module;
use super::mma::mma_lowering_table;

/// One kernel per portable intrinsic (and a static shared array), built through
/// the public builder, so every lowering is exercised by [`lowering_table`].
pub fn every_op_module() -> anyhow::Result<PortableModule> {
    Ok(build("every_op", ModuleOptions::default(), |m| {
        for (i, op) in Intrinsic::all().into_iter().enumerate() {
            m.kernel(
                &format!("op{i}"),
                &[
                    p::ptr("o32", ScalarType::U32),
                    p::ptr("o64", ScalarType::U64),
                    p::ptr("of", ScalarType::F32),
                    p::ptr("od", ScalarType::F64),
                ],
                |k, a| {
                    let z = k.u32(0);
                    match op {
                        Intrinsic::ThreadId(ax) => k.store(a[0], z, k.thread_id(ax)),
                        Intrinsic::BlockId(ax) => k.store(a[0], z, k.block_id(ax)),
                        Intrinsic::BlockDim(ax) => k.store(a[0], z, k.block_dim(ax)),
                        Intrinsic::GridDim(ax) => k.store(a[0], z, k.grid_dim(ax)),
                        Intrinsic::Barrier => k.barrier(),
                        Intrinsic::WarpSize => k.store(a[0], z, k.warp_size()),
                        Intrinsic::LaneId => k.store(a[0], z, k.lane_id()),
                        Intrinsic::Fence(s) => k.fence(s),
                        Intrinsic::Shuffle(kind) => k.store(
                            a[0],
                            z,
                            k.shuffle(kind, k.load(a[0], z), k.u32(1), k.warp_size()),
                        ),
                        Intrinsic::Ballot => k.store(a[1], z, k.ballot(k.eq(k.lane_id(), z))),
                        Intrinsic::Any => k.store(
                            a[0],
                            z,
                            k.cast(k.any(k.eq(k.lane_id(), z)), ScalarType::U32),
                        ),
                        Intrinsic::All => k.store(
                            a[0],
                            z,
                            k.cast(k.all(k.eq(k.lane_id(), z)), ScalarType::U32),
                        ),
                        // Not in `Intrinsic::all`; the lifted NVVM tests (nvvm::io,
                        // nvvm::globals) and the PTX texture tests exercise them.
                        Intrinsic::Shared(_)
                        | Intrinsic::Texture(_)
                        | Intrinsic::Mma(_)
                        | Intrinsic::WarpMma(_)
                        | Intrinsic::Wgmma(_)
                        | Intrinsic::Printf
                        | Intrinsic::AssertFail
                        | Intrinsic::Trap => {}
                        Intrinsic::Clock => k.store(a[1], z, k.clock()),
                        Intrinsic::GlobalTimer => k.store(a[1], z, k.global_timer()),
                        Intrinsic::GridWorkspace => k.store(a[1], z, k.grid_workspace()),
                        Intrinsic::AsyncCopy16 => {
                            let s = k.shared_array(ScalarType::U32, 4);
                            k.async_copy16(s, a[0]);
                            k.async_commit();
                            k.async_wait(0);
                            k.store(a[0], z, k.load(s, z));
                        }
                        Intrinsic::AsyncCommit => k.async_commit(),
                        Intrinsic::AsyncWait(n) => k.async_wait(n),
                        Intrinsic::DynamicShared => {
                            k.store(a[0], z, k.load(k.dynamic_shared(ScalarType::U32), z))
                        }
                        Intrinsic::Libm(f, w) => {
                            let ptr = if w == gpujit::ir::FloatWidth::F32 {
                                a[2]
                            } else {
                                a[3]
                            };
                            let x = k.load(ptr, z);
                            match f.sig() {
                                gpujit::ir::LibmSig::FloatInt => {
                                    k.store(ptr, z, k.libm(f, &[x, k.i32(3)]))
                                }
                                gpujit::ir::LibmSig::ToInt => {
                                    let e = k.libm(f, &[x]);
                                    k.store(a[0], z, k.cast(e, ScalarType::U32))
                                }
                                gpujit::ir::LibmSig::Floats(_) => {
                                    k.store(ptr, z, k.libm(f, &vec![x; f.arity()]))
                                }
                            }
                        }
                        Intrinsic::Math(mop, w) => {
                            let (ptr, ty) = if w == gpujit::ir::FloatWidth::F32 {
                                (a[2], ScalarType::F32)
                            } else {
                                (a[3], ScalarType::F64)
                            };
                            let x = k.load(ptr, z);
                            let _ = ty;
                            let v = if mop.arity() == 2 {
                                k.math(mop, &[x, x])
                            } else {
                                k.math(mop, &[x])
                            };
                            k.store(ptr, z, v);
                        }
                    }
                },
            )?;
        }
        m.kernel(
            "record",
            &[
                p::record("r", &[ScalarType::U8, ScalarType::F64]),
                p::ptr("o", ScalarType::F64),
            ],
            |k, a| {
                let v = k.add(
                    k.cast(k.field(a[0], 0, ScalarType::U8), ScalarType::F64),
                    k.field(a[0], 8, ScalarType::F64),
                );
                k.store(a[1], k.u32(0), v);
            },
        )?;
        m.kernel("shared", &[p::ptr_u32("o")], |k, a| {
            let s = k.shared_array(ScalarType::U32, 64);
            k.store(s, k.thread_id(Axis::X), k.u32(1));
            k.store(a[0], k.u32(0), k.load(s, k.u32(0)));
        })
    })?)
}

/// Every library kernel compiles for every target at every optimisation level
/// (an LLVM backend error aborts the process, so this must hold by construction).
fn library_opt_levels(t: &mut Tally) {
    for target in gpujit::Target::ALL {
        t.run(&format!("lowering::address_spaces::{target}"), || {
            let m = address_space_module()?;
            for level in [0u8, 3] {
                let opts = gpujit::CompileOptions {
                    opt_level: Some(level),
                    ..Default::default()
                };
                gpujit::compile(&m, target, &opts)?;
            }
            Ok(())
        });
    }
    let names = gpujit::library::MODULES;
    for target in gpujit::Target::ALL {
        for level in 0..=3u8 {
            t.run(&format!("lowering::library::{target}::O{level}"), || {
                for name in names {
                    let m = gpujit::library::module(name)?;
                    let opts = gpujit::CompileOptions {
                        opt_level: Some(level),
                        ..Default::default()
                    };
                    let c = gpujit::compile(&m, target, &opts)
                        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
                    ensure!(!c.image.bytes.is_empty(), "{name}: empty image");
                }
                Ok(())
            });
        }
    }
}

/// Table-driven lowering check: every intrinsic, for every target and
/// architecture, lowers completely, verifies and generates code.
pub fn lowering_table(t: &mut Tally) {
    library_opt_levels(t);
    mma_lowering_table(t);
    let module = match every_op_module() {
        Ok(m) => m,
        Err(e) => return t.fail("lowering::build", &format!("{e:#}")),
    };
    t.run("lowering::every_intrinsic_is_declared", || {
        let text = module.to_text()?;
        for op in Intrinsic::all() {
            ensure!(
                text.contains(&format!("@{}(", op.name()))
                    || text.contains(&format!("@\"{}\"(", op.name())),
                "{} is not exercised",
                op.name()
            );
        }
        Ok(())
    });
    let targets: [(gpujit::Target, &[&str]); 3] = [
        (gpujit::Target::Nvptx, &["sm_70", "sm_90"]),
        // One processor of each family, and generic processors (code object v6).
        (
            gpujit::Target::Amdgcn,
            &[
                "gfx906",
                "gfx90a",
                "gfx942",
                "gfx950",
                "gfx1012",
                "gfx1030",
                "gfx1100",
                "gfx1151",
                "gfx1201",
                "gfx9-4-generic",
                "gfx11-generic",
                "gfx12-generic",
            ],
        ),
        (gpujit::Target::Host, &[""]),
    ];
    for (target, archs) in targets {
        for arch in archs {
            t.run(&format!("lowering::{target}::{arch}"), || {
                let opts = gpujit::CompileOptions {
                    arch: (!arch.is_empty()).then(|| arch.to_string()),
                    ..Default::default()
                };
                let c = gpujit::compile(&module, target, &opts)?;
                ensure!(!c.image.bytes.is_empty(), "empty image");
                if target == gpujit::Target::Nvptx {
                    let ptx = String::from_utf8_lossy(&c.image.bytes);
                    let externs: Vec<&str> = ptx
                        .lines()
                        .filter(|l| l.contains(".extern .func"))
                        .collect();
                    ensure!(
                        externs.is_empty(),
                        "unresolved functions in PTX: {externs:?}"
                    );
                    let left: Vec<&str> = ptx
                        .lines()
                        .filter(|l| {
                            l.contains("gpujit.")
                                && !l.contains("shared.")
                                && !l.contains("dynamic_shared")
                        })
                        .collect();
                    ensure!(left.is_empty(), "unlowered intrinsic in PTX: {left:?}");
                    ensure!(
                        ptx.contains("shfl.sync")
                            && ptx.contains("vote.sync")
                            && ptx.contains("membar"),
                        "warp ops missing from PTX"
                    );
                }
                Ok(())
            });
        }
    }
}
