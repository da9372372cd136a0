//! Entries of the descriptor table: one op, its operands broadcast to the
//! output's shape, dimensions merged, packed into words.

use super::{Dtype, ENTRY_WORDS, MAX_DIMS, Operand, PwOp, Tensor};

/// The shape `shapes` broadcast together (numpy rules), or why they do not.
pub fn broadcast_shapes(shapes: &[&[i64]]) -> std::result::Result<Vec<i64>, String> {
    let nd = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1i64; nd];
    for s in shapes {
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[nd - s.len() + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return Err(format!("shapes {shapes:?} do not broadcast"));
            }
        }
    }
    Ok(out)
}

/// One entry, encoded.
pub(super) fn encode(
    op: PwOp,
    out: &Tensor,
    inputs: &[Operand],
    params: [f32; 2],
) -> std::result::Result<[u64; ENTRY_WORDS], String> {
    if inputs.len() != op.arity() {
        return Err(format!(
            "{} takes {} operands, {} given",
            op.name(),
            op.arity(),
            inputs.len()
        ));
    }
    if out.dtype == Dtype::Bool {
        return Err("a bool output is not supported".into());
    }
    if out.shape.len() != out.strides.len()
        || inputs
            .iter()
            .any(|i| matches!(i, Operand::Tensor(t) if t.shape.len() != t.strides.len()))
    {
        return Err("every tensor needs one stride per size".into());
    }
    if out.shape.iter().any(|&s| s < 0)
        || *out != Tensor::contiguous(out.addr, out.dtype, &out.shape)
    {
        return Err("the output must be contiguous".into());
    }
    let mut w = [0u64; ENTRY_WORDS];
    let mut header = op as u64 | (out.dtype as u64) << 8;
    w[1] = out.addr;
    w[5] = u64::from(params[0].to_bits()) | u64::from(params[1].to_bits()) << 32;
    // The logical shape the operands are indexed by, and theirs broadcast to it.
    let (shape, cols, cstride) = if op.is_reduction() {
        let Some(Operand::Tensor(t)) = inputs.first() else {
            return Err(format!("{} reduces a tensor, not a scalar", op.name()));
        };
        let Some((&c, lead)) = t.shape.split_last() else {
            return Err(format!("{} needs at least one dimension", op.name()));
        };
        if c <= 0 {
            return Err(format!("{} over an empty dimension", op.name()));
        }
        let rows: i64 = lead.iter().product();
        if out.numel() != rows {
            return Err(format!(
                "the output has {} elements, the reduction {rows} rows",
                out.numel()
            ));
        }
        let cs = *t.strides.last().unwrap_or(&1);
        (lead.to_vec(), c, cs)
    } else {
        let shapes: Vec<&[i64]> = inputs
            .iter()
            .filter_map(|i| match i {
                Operand::Tensor(t) => Some(&t.shape[..]),
                Operand::Scalar(_) => None,
            })
            .collect();
        let b = broadcast_shapes(&shapes)?;
        if b != out.shape {
            return Err(format!(
                "the operands broadcast to {b:?}, the output is {:?}",
                out.shape
            ));
        }
        (out.shape.clone(), 0, 0)
    };
    let n: i64 = shape.iter().product();
    let n = u32::try_from(n).map_err(|_| format!("{n} elements; at most {}", u32::MAX))?;
    // Strides of each operand over `shape` (0 along broadcast dimensions).
    let nd = shape.len();
    let mut strides: Vec<Vec<i64>> = vec![vec![0; nd]; 3];
    for (slot, input) in inputs.iter().enumerate() {
        match input {
            Operand::Scalar(x) => {
                header |= 1 << (16 + slot);
                w[2 + slot] = u64::from((*x as f32).to_bits());
            }
            Operand::Tensor(t) => {
                header |= (t.dtype as u64) << (10 + 2 * slot);
                if t.dtype == Dtype::Bool && !(op == PwOp::Where && slot == 0) {
                    return Err("bool tensors are only the condition of `where`".into());
                }
                w[2 + slot] = t.addr;
                let (ts, tt) = if op.is_reduction() {
                    (&t.shape[..nd], &t.strides[..nd])
                } else {
                    (&t.shape[..], &t.strides[..])
                };
                let off = nd - ts.len();
                for (d, (&s, &st)) in ts.iter().zip(tt).enumerate() {
                    strides[slot][off + d] = if s == 1 { 0 } else { st };
                }
            }
        }
    }
    // Merge dimensions every operand walks as one, and drop sizes of 1.
    let mut dims: Vec<(i64, [i64; 3])> = Vec::new();
    for d in 0..nd {
        if shape[d] == 1 {
            continue;
        }
        let st = [strides[0][d], strides[1][d], strides[2][d]];
        if let Some(last) = dims.last_mut()
            && (0..3).all(|k| last.1[k] == st[k] * shape[d])
        {
            last.0 *= shape[d];
            last.1 = st;
            continue;
        }
        dims.push((shape[d], st));
    }
    if dims.len() > MAX_DIMS {
        return Err(format!(
            "{} dimensions once merged; at most {MAX_DIMS}",
            dims.len()
        ));
    }
    let contiguous = !op.is_reduction()
        && dims.len() <= 1
        && inputs.iter().enumerate().all(|(slot, i)| {
            matches!(i, Operand::Scalar(_)) || dims.first().is_none_or(|d| d.1[slot] == 1)
        });
    if contiguous {
        header |= 1 << 25;
    }
    let pad = MAX_DIMS - dims.len();
    let mut sizes = [1u64; MAX_DIMS];
    let mut sts = [[0i32; MAX_DIMS]; 3];
    for (j, (s, st)) in dims.iter().enumerate() {
        sizes[pad + j] = *s as u64;
        for slot in 0..3 {
            sts[slot][pad + j] = i32::try_from(st[slot])
                .map_err(|_| format!("stride {} does not fit 32 bits", st[slot]))?;
        }
    }
    w[6] = sizes[0] | sizes[1] << 32;
    w[7] = sizes[2] | sizes[3] << 32;
    for slot in 0..3 {
        for h in 0..2 {
            let lo = sts[slot][2 * h] as u32 as u64;
            let hi = sts[slot][2 * h + 1] as u32 as u64;
            w[8 + 2 * slot + h] = lo | hi << 32;
        }
    }
    if op.is_reduction() {
        let c = u32::try_from(cols).map_err(|_| format!("{cols} columns; at most {}", u32::MAX))?;
        let cs =
            i32::try_from(cstride).map_err(|_| format!("stride {cstride} does not fit 32 bits"))?;
        w[15] = u64::from(c) | u64::from(cs as u32) << 32;
    }
    w[0] = header | u64::from(n) << 32;
    Ok(w)
}
