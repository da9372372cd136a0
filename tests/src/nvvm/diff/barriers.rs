//! A static check on PTX for the barriers an optimiser may duplicate into
//! divergent branches: those in a basic block whose only way in is one edge
//! of a conditional branch NVPTX did not prove uniform (`@%p bra`, not
//! `bra.uni`). Such a barrier runs for part of a warp or block only, which
//! `bar.sync` (`.aligned`) does not allow: NVIDIA hangs or faults, an AMD wave
//! counts the barrier twice. Source code rarely has one (a barrier under a
//! data-dependent branch); the check holds the lifted PTX to the count of the
//! PTX of the IR as written.

/// One basic block of a PTX function: its label, whether it holds a barrier,
/// and where control goes from its end.
struct Block {
    label: Option<String>,
    barrier: bool,
    /// The branch target and whether the branch is conditional and not
    /// `.uni`; `None` for no branch.
    branch: Option<(String, bool)>,
    /// Whether control falls through to the next block.
    falls: bool,
    /// Whether it holds any instruction.
    used: bool,
}

fn blocks(function: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let new = |label: Option<String>| Block {
        label,
        barrier: false,
        branch: None,
        falls: true,
        used: false,
    };
    let mut cur = new(None);
    for line in function.lines() {
        let l = line.trim();
        if let Some(label) = l.strip_suffix(':').filter(|s| s.starts_with('$')) {
            let prev = std::mem::replace(&mut cur, new(Some(label.to_string())));
            // The empty, unlabeled rest after an unconditional branch or a
            // return is no block: nothing reaches it.
            if prev.used || prev.label.is_some() {
                out.push(prev);
            }
            continue;
        }
        if l.is_empty() || l.starts_with("//") || l == "{" || l == "}" {
            continue;
        }
        cur.used = true;
        let (guarded, insn) = match l.strip_prefix('@') {
            Some(rest) => (
                true,
                rest.split_once(char::is_whitespace)
                    .map_or("", |x| x.1)
                    .trim(),
            ),
            None => (false, l),
        };
        if insn.starts_with("bar.sync")
            || insn.starts_with("barrier.sync")
            || insn.starts_with("bar.red")
        {
            cur.barrier = true;
        }
        if insn.starts_with("bra") {
            let uniform = insn.starts_with("bra.uni");
            let target = insn
                .split_whitespace()
                .nth(1)
                .unwrap_or("")
                .trim_end_matches(';')
                .to_string();
            cur.branch = Some((target, guarded && !uniform));
            cur.falls = guarded;
            out.push(std::mem::replace(&mut cur, new(None)));
        } else if insn.starts_with("ret") || insn.starts_with("exit") {
            cur.falls = guarded;
            if !guarded {
                out.push(std::mem::replace(&mut cur, new(None)));
            }
        }
    }
    out.push(cur);
    out
}

/// Barriers behind a divergent edge, summed over the PTX's functions.
pub fn divergent_barriers(ptx: &str) -> usize {
    let mut total = 0;
    for function in ptx
        .split(".entry")
        .skip(1)
        .chain(ptx.split(".func").skip(1))
    {
        let bs = blocks(function);
        // Each block's predecessors: (index, whether the edge is divergent).
        let mut preds: Vec<Vec<bool>> = vec![Vec::new(); bs.len()];
        for (i, b) in bs.iter().enumerate() {
            if let Some((target, divergent)) = &b.branch
                && let Some(t) = bs.iter().position(|x| x.label.as_deref() == Some(target))
            {
                preds[t].push(*divergent);
            }
            if b.falls && i + 1 < bs.len() {
                let divergent = b.branch.as_ref().is_some_and(|(_, d)| *d);
                preds[i + 1].push(divergent);
            }
        }
        total += bs
            .iter()
            .zip(&preds)
            .filter(|(b, p)| b.barrier && p.len() == 1 && p[0])
            .count();
    }
    total
}

/// The shape the issue reported (a barrier in both arms of a divergent
/// branch) counts twice; the shapes correct code has count nothing.
pub fn self_check() -> anyhow::Result<()> {
    let duplicated = "
.visible .entry k(
)
{
	setp.lt.u32 	%p9, %r1, %r2;
	@%p9 bra 	$L__BB0_3;
	bar.sync 	0;
	st.shared.b32 	[%rd1], %r3;
	bra.uni 	$L__BB0_4;
$L__BB0_3:
	bar.sync 	0;
$L__BB0_4:
	ret;
}
";
    let correct = "
.visible .entry k(
)
{
$L__BB0_1:
	bar.sync 	0;
	setp.ge.u32 	%p3, %r1, %r26;
	@%p3 bra 	$L__BB0_2;
	st.shared.b32 	[%rd1], %r3;
$L__BB0_2:
	bar.sync 	0;
	setp.lt.s32 	%p8, %r27, %r7;
	@%p8 bra 	$L__BB0_1;
	setp.eq.s32 	%p1, %r9, 0;
	@%p1 bra.uni 	$L__BB0_5;
	bar.sync 	0;
$L__BB0_5:
	ret;
}
";
    let (d, c) = (divergent_barriers(duplicated), divergent_barriers(correct));
    anyhow::ensure!(
        d == 2 && c == 0,
        "duplicated {d} (want 2), correct {c} (want 0)"
    );
    Ok(())
}
