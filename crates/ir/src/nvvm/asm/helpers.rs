//! Helper functions: one per distinct template, built from its translation and shared
//! between identical call sites.

use super::*;

/// What identifies a helper: template, constraints, type and the values of
/// its immediate operands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct HelperKey {
    template: String,
    constraints: String,
    ty: String,
    immediates: Vec<Option<u64>>,
}

/// The helpers built for a module, shared between identical call sites.
#[derive(Default)]
pub(crate) struct Helpers<'ctx> {
    built: HashMap<HelperKey, FunctionValue<'ctx>>,
}

impl<'ctx> Helpers<'ctx> {
    /// Every helper built so far.
    pub(crate) fn all(&self) -> Vec<FunctionValue<'ctx>> {
        self.built.values().copied().collect()
    }

    /// The helper computing `template` for a call of type `ty` whose
    /// immediate (`n`) operands have `immediates` (one entry per input).
    pub(crate) fn get(
        &mut self,
        module: &Module<'ctx>,
        template: &str,
        constraints: &str,
        ty: FunctionType<'ctx>,
        immediates: Vec<Option<u64>>,
    ) -> Res<FunctionValue<'ctx>> {
        let key = HelperKey {
            template: template.to_string(),
            constraints: constraints.to_string(),
            ty: ty.print_to_string().to_string(),
            immediates,
        };
        if let Some(f) = self.built.get(&key) {
            return Ok(*f);
        }
        let f = build(module, template, constraints, ty, &key.immediates)?;
        self.built.insert(key, f);
        Ok(f)
    }
}

/// Builds a helper; on failure nothing is left in the module.
fn build<'ctx>(
    module: &Module<'ctx>,
    template: &str,
    constraints: &str,
    ty: FunctionType<'ctx>,
    immediates: &[Option<u64>],
) -> Res<FunctionValue<'ctx>> {
    let statements = ptx::parse(template).map_err(|e| {
        // A tensor-core template is refused as such even where its operand
        // forms are beyond the parser.
        let tc = template
            .split(|c: char| c.is_whitespace() || c == ';' || c == '{' || c == '}')
            .find(|w| {
                let mut parts = w.split('.');
                let op = parts.next().unwrap_or_default();
                let mods: Vec<String> = parts.map(str::to_string).collect();
                is_tensor_core(op, &mods)
            });
        match tc {
            Some(w) => Refusal::TensorCore(w.to_string()),
            None => Refusal::Unsupported(e.to_string()),
        }
    })?;
    let cons =
        ptx::parse_constraints(constraints).map_err(|e| Refusal::Unsupported(e.to_string()))?;
    let outputs: Vec<Class> = cons
        .iter()
        .filter_map(|c| match c {
            Constraint::Output(k) => Some(*k),
            _ => None,
        })
        .collect();
    let inputs: Vec<&Constraint> = cons
        .iter()
        .filter(|c| matches!(c, Constraint::Input(_) | Constraint::Tied(_)))
        .collect();
    let out_types: Vec<BasicTypeEnum<'ctx>> = match ty.get_return_type() {
        None => Vec::new(),
        Some(BasicTypeEnum::StructType(s)) if outputs.len() != 1 => s.get_field_types(),
        Some(t) => vec![t],
    };
    let params = ty.get_param_types();
    if out_types.len() != outputs.len() || params.len() != inputs.len() {
        return unsupported(format!(
            "constraints `{constraints}` do not match the call's type `{}`",
            ty.print_to_string()
        ));
    }
    let name = (0..)
        .map(|n| format!("gpujit.asm.{n}"))
        .find(|n| module.get_function(n).is_none())
        .unwrap_or_default();
    let func = module.add_function(&name, ty, Some(Linkage::Internal));
    let ctx = module.get_context();
    for attr in ["alwaysinline", "nounwind"] {
        let kind = Attribute::get_named_enum_kind_id(attr);
        func.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
    }
    let builder = ctx.create_builder();
    builder.position_at_end(ctx.append_basic_block(func, "entry"));
    let mut tx = Tx {
        l: Lifter { module, builder },
        func,
        scopes: vec![HashMap::new()],
        tied: HashMap::new(),
        module: None,
    };
    let r = translate(
        &mut tx,
        &statements,
        &outputs,
        &out_types,
        &inputs,
        immediates,
    );
    match r {
        Ok(()) => Ok(func),
        Err(e) => {
            // SAFETY: the helper was just added and nothing calls it yet.
            unsafe { func.delete() };
            Err(e)
        }
    }
}

fn translate<'ctx>(
    tx: &mut Tx<'_, 'ctx>,
    statements: &[Statement],
    outputs: &[Class],
    out_types: &[BasicTypeEnum<'ctx>],
    inputs: &[&Constraint],
    immediates: &[Option<u64>],
) -> Res<()> {
    // The carry flag of `add.cc` and friends, zero until one sets it.
    tx.scopes[0].insert(
        super::CARRY.to_string(),
        Reg {
            bits: 1,
            val: None,
            slot: None,
        },
    );
    let n_out = outputs.len() as u32;
    for (i, t) in out_types.iter().enumerate() {
        let bits =
            type_bits(*t).ok_or_else(|| Refusal::Unsupported(format!("an output of type {t}")))?;
        tx.scopes[0].insert(
            format!("${i}"),
            Reg {
                bits,
                val: None,
                slot: None,
            },
        );
    }
    for (k, c) in inputs.iter().enumerate() {
        let n = n_out + k as u32;
        let p = tx
            .func
            .get_nth_param(k as u32)
            .ok_or_else(|| Refusal::Llvm("a helper without its parameter".into()))?;
        let val = match p {
            BasicValueEnum::PointerValue(ptr) => Val::Ptr(ptr),
            BasicValueEnum::IntValue(i) => match immediates.get(k).copied().flatten() {
                Some(v) => Val::Int(i.get_type().const_int(v, false)),
                None => Val::Int(i),
            },
            BasicValueEnum::FloatValue(f) => {
                let bits = float_bits(f.get_type());
                let t = tx.int_type(bits);
                Val::Int(tx.b().build_bit_cast(f, t, "")?.into_int_value())
            }
            // `<1 x i32>`, `<2 x half>`: the register holds the vector's bits.
            BasicValueEnum::VectorValue(v) => {
                let bits = type_bits(v.get_type().into()).ok_or_else(|| {
                    Refusal::Unsupported(format!("an operand of type {}", v.get_type()))
                })?;
                let t = tx.int_type(bits);
                Val::Int(tx.b().build_bit_cast(v, t, "")?.into_int_value())
            }
            other => return unsupported(format!("an operand of type {}", other.get_type())),
        };
        let bits = type_bits(p.get_type()).unwrap_or(64);
        if let Constraint::Tied(o) = c {
            let out = format!("${o}");
            let r = tx.scopes[0]
                .get_mut(&out)
                .ok_or_else(|| Refusal::Unsupported(format!("operand ${n} tied to no output")))?;
            r.val = Some(val);
            tx.tied.insert(n, *o);
        } else {
            tx.scopes[0].insert(
                format!("${n}"),
                Reg {
                    bits,
                    val: Some(val),
                    slot: None,
                },
            );
        }
    }
    for s in statements {
        tx.statement(s)?;
    }
    // The results.
    let mut results = Vec::new();
    for (i, t) in out_types.iter().enumerate() {
        let v = tx.val(&Operand::Arg(i as u32), 64)?;
        results.push(to_type(tx, v, *t)?);
    }
    match (tx.func.get_type().get_return_type(), results.as_slice()) {
        (None, _) => {
            tx.b().build_return(None)?;
        }
        (Some(BasicTypeEnum::StructType(_)), r) if out_types.len() > 1 || r.is_empty() => {
            tx.b().build_aggregate_return(r)?;
        }
        (Some(_), [one]) => {
            tx.b().build_return(Some(one))?;
        }
        _ => return Err(Refusal::Llvm("helper results do not match its type".into())),
    }
    Ok(())
}

/// A register value as a value of LLVM type `t`.
fn to_type<'ctx>(
    tx: &Tx<'_, 'ctx>,
    v: Val<'ctx>,
    t: BasicTypeEnum<'ctx>,
) -> Res<BasicValueEnum<'ctx>> {
    let b = tx.b();
    Ok(match (v, t) {
        (Val::Ptr(p), BasicTypeEnum::PointerType(pt)) => {
            if p.get_type() == pt {
                p.into()
            } else {
                b.build_address_space_cast(p, pt, "")?.into()
            }
        }
        (Val::Ptr(p), BasicTypeEnum::IntType(it)) => b.build_ptr_to_int(p, it, "")?.into(),
        (Val::Int(i), BasicTypeEnum::PointerType(pt)) => {
            let i = tx.resize(i, 64)?;
            b.build_int_to_ptr(i, pt, "")?.into()
        }
        (Val::Int(i), BasicTypeEnum::IntType(it)) => tx.resize(i, it.get_bit_width())?.into(),
        (Val::Int(i), BasicTypeEnum::FloatType(ft)) => {
            let i = tx.resize(i, float_bits(ft))?;
            b.build_bit_cast(i, ft, "")?
        }
        (Val::Int(i), BasicTypeEnum::VectorType(vt)) => {
            let bits = type_bits(vt.into())
                .ok_or_else(|| Refusal::Unsupported(format!("a result of type {vt}")))?;
            let i = tx.resize(i, bits)?;
            b.build_bit_cast(i, vt, "")?
        }
        (_, other) => {
            return unsupported(format!(
                "a result of type {}",
                other.as_any_type_enum().print_to_string()
            ));
        }
    })
}
