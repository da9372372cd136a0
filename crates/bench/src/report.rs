//! The table: each gpujit figure beside its reference, their ratio and the goal.
//!
//! Rows are read from the merged document by JSON pointer, so the table can be
//! rebuilt from any result file (`gpujit-bench --report --merge FILE`). A row
//! whose figure is missing shows `—`; goals are reported, never enforced.

use serde_json::{Value, json};

/// What a row aims for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Goal {
    /// The gpujit figure is at most this, in the row's unit.
    AtMost(f64),
    /// gpujit ÷ reference is at most this.
    RatioAtMost(f64),
    /// gpujit ÷ reference is at least this.
    RatioAtLeast(f64),
}

impl Goal {
    /// Whether the goal is met; `None` when a figure it needs is missing.
    pub fn met(self, gpujit: Option<f64>, ratio: Option<f64>) -> Option<bool> {
        match self {
            Goal::AtMost(max) => gpujit.map(|v| v <= max),
            Goal::RatioAtMost(max) => ratio.map(|r| r <= max),
            Goal::RatioAtLeast(min) => ratio.map(|r| r >= min),
        }
    }
}

/// One row of the table, as data.
#[derive(Debug, Clone, Copy)]
pub struct RowSpec {
    /// What is measured; `{arch}` is replaced by the AMD architecture.
    pub label: &'static str,
    /// Unit of the gpujit and reference figures.
    pub unit: &'static str,
    /// JSON pointer of the gpujit figure.
    pub gpujit: &'static str,
    /// JSON pointer of the reference figure, and what the reference is.
    pub reference: Option<(&'static str, &'static str)>,
    /// The goal and how it reads.
    pub goal: Option<(Goal, &'static str)>,
}

const fn row(label: &'static str, unit: &'static str, gpujit: &'static str) -> RowSpec {
    RowSpec {
        label,
        unit,
        gpujit,
        reference: None,
        goal: None,
    }
}

const fn vs(mut r: RowSpec, pointer: &'static str, what: &'static str) -> RowSpec {
    r.reference = Some((pointer, what));
    r
}

const fn goal(mut r: RowSpec, g: Goal, text: &'static str) -> RowSpec {
    r.goal = Some((g, text));
    r
}

/// Every row, in order.
pub const ROWS: &[RowSpec] = &[
    goal(
        vs(
            row(
                "cold JIT: SAXPY builder → kernel",
                "ms",
                "/cold_jit/median_ms/total",
            ),
            "/references/cold/cupy_nvrtc/median_ms",
            "CuPy/NVRTC",
        ),
        Goal::AtMost(8.0),
        "≤ 8 ms",
    ),
    vs(
        row(
            "  same, vs Triton new specialization",
            "ms",
            "/cold_jit/median_ms/total",
        ),
        "/references/cold/triton/median_ms",
        "Triton",
    ),
    row("  IR build", "ms", "/cold_jit/median_ms/ir_build"),
    row("  lower", "ms", "/cold_jit/median_ms/lower"),
    row("  optimize", "ms", "/cold_jit/median_ms/optimize"),
    row("  codegen (PTX)", "ms", "/cold_jit/median_ms/codegen"),
    row(
        "  driver load (cuModuleLoadDataEx)",
        "ms",
        "/cold_jit/median_ms/load",
    ),
    goal(
        row(
            "warm JIT: disk-cache hit + load",
            "ms",
            "/warm_jit/median_ms/total",
        ),
        Goal::AtMost(0.3),
        "≤ 0.3 ms",
    ),
    row("  cache lookup", "ms", "/warm_jit/median_ms/cache_lookup"),
    row("  driver load", "ms", "/warm_jit/median_ms/load"),
    goal(
        vs(
            row(
                "launch overhead: empty kernel",
                "µs",
                "/launch/no_args/gpujit_us",
            ),
            "/launch/no_args/raw_us",
            "raw cuLaunchKernel",
        ),
        Goal::RatioAtMost(1.15),
        "≤ 1.15× raw",
    ),
    goal(
        vs(
            row(
                "launch overhead: 4 arguments",
                "µs",
                "/launch/four_args/gpujit_us",
            ),
            "/launch/four_args/raw_us",
            "raw cuLaunchKernel",
        ),
        Goal::RatioAtMost(1.15),
        "≤ 1.15× raw",
    ),
    goal(
        vs(
            row("SAXPY 2^26 f32, scalar", "GB/s", "/kernels/saxpy/gbs"),
            "/references/saxpy/triton/gbs",
            "Triton",
        ),
        Goal::RatioAtLeast(0.98),
        "≥ 98% of Triton",
    ),
    goal(
        vs(
            row("SAXPY 2^26 f32, vec4", "GB/s", "/kernels/saxpy_vec4/gbs"),
            "/references/saxpy/triton/gbs",
            "Triton",
        ),
        Goal::RatioAtLeast(0.98),
        "≥ 98% of Triton",
    ),
    vs(
        row(
            "  vec4, vs CuPy elementwise",
            "GB/s",
            "/kernels/saxpy_vec4/gbs",
        ),
        "/references/saxpy/cupy_elementwise/gbs",
        "CuPy",
    ),
    goal(
        vs(
            row("sum reduction 2^28 f32", "GB/s", "/kernels/reduce/gbs"),
            "/kernels/copy_dtod/gbs",
            "DtoD copy",
        ),
        Goal::RatioAtLeast(0.90),
        "≥ 90% of copy",
    ),
    vs(
        row("  same, vs cupy.sum", "GB/s", "/kernels/reduce/gbs"),
        "/references/reduce/cupy_sum/gbs",
        "cupy.sum",
    ),
    goal(
        vs(
            row("SGEMM 4096³ f32", "TFLOP/s", "/kernels/sgemm/tflops"),
            "/references/sgemm/cupy_matmul/tflops",
            "cuBLAS",
        ),
        Goal::RatioAtLeast(0.6),
        "≥ 60% of cuBLAS",
    ),
    goal(
        vs(
            row("GEMM bf16 8192³ A·Bᵀ, best", "TFLOP/s", "/gemm_bf16/tflops"),
            "/references/gemm_bf16/torch_matmul/tflops",
            "torch.matmul",
        ),
        Goal::RatioAtLeast(0.6),
        "≥ 60% of cuBLAS",
    ),
    vs(
        row(
            "  portable (mma.sync)",
            "TFLOP/s",
            "/gemm_bf16/variants/portable/tflops",
        ),
        "/references/gemm_bf16/torch_matmul/tflops",
        "torch.matmul",
    ),
    vs(
        row(
            "  sm_90a wgmma, wait each k block",
            "TFLOP/s",
            "/gemm_bf16/variants/sm90a_wait0/tflops",
        ),
        "/references/gemm_bf16/torch_matmul/tflops",
        "torch.matmul",
    ),
    vs(
        row(
            "  sm_90a wgmma, one block in flight",
            "TFLOP/s",
            "/gemm_bf16/variants/sm90a_wait1/tflops",
        ),
        "/references/gemm_bf16/torch_matmul/tflops",
        "torch.matmul",
    ),
    goal(
        vs(
            row(
                "gpujit-blas SGEMM 4096³ f32",
                "TFLOP/s",
                "/blas/sgemm/tflops",
            ),
            "/references/sgemm/cupy_matmul/tflops",
            "cuBLAS",
        ),
        Goal::RatioAtLeast(0.95),
        "≥ 95% of cuBLAS",
    ),
    vs(
        row(
            "gpujit-blas SGEMM 4096³ f32, tf32 allowed",
            "TFLOP/s",
            "/blas/sgemm_tf32/tflops",
        ),
        "/references/sgemm_tf32/torch_matmul/tflops",
        "torch.matmul, allow_tf32",
    ),
    goal(
        vs(
            row(
                "gpujit-blas bf16 8192³ A·Bᵀ",
                "TFLOP/s",
                "/blas/gemm_bf16/tflops",
            ),
            "/references/gemm_bf16/torch_matmul/tflops",
            "torch.matmul",
        ),
        Goal::RatioAtLeast(0.95),
        "≥ 95% of cuBLAS",
    ),
    goal(
        vs(
            row(
                "gpujit-blas f16 8192³ A·Bᵀ",
                "TFLOP/s",
                "/blas/gemm_f16/tflops",
            ),
            "/references/gemm_f16/torch_matmul/tflops",
            "torch.matmul",
        ),
        Goal::RatioAtLeast(0.95),
        "≥ 95% of cuBLAS",
    ),
    goal(
        vs(
            row(
                "gpujit-blas bf16 8192³ A·B",
                "TFLOP/s",
                "/blas/gemm_bf16_ab/tflops",
            ),
            "/references/gemm_bf16_ab/torch_matmul/tflops",
            "torch.matmul",
        ),
        Goal::RatioAtLeast(0.95),
        "≥ 95% of cuBLAS",
    ),
    goal(
        vs(
            row(
                "gpujit-blas e4m3 8192³ A·Bᵀ → bf16, scaled",
                "TFLOP/s",
                "/blas/gemm_fp8/tflops",
            ),
            "/references/gemm_fp8/torch_scaled_mm/tflops",
            "torch._scaled_mm",
        ),
        Goal::RatioAtLeast(0.90),
        "≥ 90% of torch._scaled_mm",
    ),
    goal(
        vs(
            row(
                "IR → hsaco {arch}: SAXPY",
                "ms",
                "/amd/saxpy/median_ms/total",
            ),
            "/amd/saxpy/fresh_machines/median_ms/total",
            "fresh machines (before)",
        ),
        Goal::AtMost(3.0),
        "≤ 3 ms",
    ),
    row(
        "  kept ÷ fresh machines, paired",
        "×",
        "/amd/saxpy/paired_ratio_median",
    ),
    row("  lower", "ms", "/amd/saxpy/median_ms/lower"),
    row("  optimize", "ms", "/amd/saxpy/median_ms/optimize"),
    row("  codegen", "ms", "/amd/saxpy/median_ms/codegen"),
    row("  link (lld)", "ms", "/amd/saxpy/median_ms/link"),
    vs(
        row(
            "IR → hsaco {arch}: SGEMM",
            "ms",
            "/amd/sgemm/median_ms/total",
        ),
        "/amd/sgemm/fresh_machines/median_ms/total",
        "fresh machines (before)",
    ),
    row("  lower", "ms", "/amd/sgemm/median_ms/lower"),
    row("  optimize", "ms", "/amd/sgemm/median_ms/optimize"),
    row("  codegen", "ms", "/amd/sgemm/median_ms/codegen"),
    row("  link (lld)", "ms", "/amd/sgemm/median_ms/link"),
];

/// One evaluated row.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// What is measured.
    pub measurement: String,
    /// Unit of both figures.
    pub unit: &'static str,
    /// gpujit's figure.
    pub gpujit: Option<f64>,
    /// The reference's figure.
    pub reference: Option<f64>,
    /// What the reference is.
    pub reference_name: Option<&'static str>,
    /// gpujit ÷ reference.
    pub ratio: Option<f64>,
    /// The goal, as text.
    pub goal: Option<&'static str>,
    /// Whether the goal is met.
    pub met: Option<bool>,
}

fn number(doc: &Value, pointer: &str) -> Option<f64> {
    doc.pointer(pointer)
        .and_then(Value::as_f64)
        .filter(|v| v.is_finite())
}

/// Evaluates every row against `doc`.
pub fn rows(doc: &Value) -> Vec<Row> {
    let arch = doc
        .pointer("/amd/arch")
        .and_then(Value::as_str)
        .unwrap_or("gfx942");
    ROWS.iter()
        .map(|spec| {
            let gpujit = number(doc, spec.gpujit);
            let reference = spec.reference.and_then(|(p, _)| number(doc, p));
            let ratio = match (gpujit, reference) {
                (Some(g), Some(r)) if r != 0.0 => Some(g / r),
                _ => None,
            };
            Row {
                measurement: spec.label.replace("{arch}", arch),
                unit: spec.unit,
                gpujit,
                reference,
                reference_name: spec.reference.map(|(_, what)| what),
                ratio,
                goal: spec.goal.map(|(_, text)| text),
                met: spec.goal.and_then(|(g, _)| g.met(gpujit, ratio)),
            }
        })
        .collect()
}

impl Row {
    /// The row as JSON: every key present, `null` where a figure is missing.
    pub fn to_json(&self) -> Value {
        json!({
            "measurement": self.measurement,
            "unit": self.unit,
            "gpujit": self.gpujit.map(crate::round),
            "reference": self.reference.map(crate::round),
            "reference_name": self.reference_name,
            "ratio": self.ratio.map(crate::round),
            "goal": self.goal,
            "met": self.met,
        })
    }
}

/// Adds the `table` (and, when the device is known, where the result is to be
/// committed) to a merged document.
pub fn finish(doc: &mut Value) {
    let table: Vec<Value> = rows(doc).iter().map(Row::to_json).collect();
    if let (Some(date), Some(name)) = (
        doc.pointer("/meta/date").and_then(Value::as_str),
        doc.pointer("/device/name").and_then(Value::as_str),
    ) {
        let path = format!("bench/results/{date}-{}.json", crate::slug(name));
        doc["meta"]["results_path"] = json!(path);
    }
    doc["table"] = Value::Array(table);
}

/// A figure for the table: about four significant digits.
pub fn fmt_num(v: f64) -> String {
    let a = v.abs();
    if a >= 1000.0 {
        format!("{v:.0}")
    } else if a >= 100.0 {
        format!("{v:.1}")
    } else if a >= 10.0 {
        format!("{v:.2}")
    } else if a >= 1.0 || a == 0.0 {
        format!("{v:.3}")
    } else {
        format!("{v:.4}")
    }
}

const DASH: &str = "—";

/// The table as text: a header, one line per row, columns aligned.
pub fn format_table(rows: &[Row]) -> String {
    let header = [
        "measurement",
        "gpujit",
        "reference",
        "ratio",
        "goal",
        "met?",
    ];
    let mut cells: Vec<[String; 6]> = vec![header.map(String::from)];
    for r in rows {
        let opt = |v: Option<f64>| v.map_or(DASH.to_string(), fmt_num);
        let reference = match (r.reference, r.reference_name) {
            (Some(v), Some(what)) => format!("{} {what}", fmt_num(v)),
            (None, Some(what)) => format!("{DASH} {what}"),
            _ => String::new(),
        };
        cells.push([
            format!("{} [{}]", r.measurement, r.unit),
            opt(r.gpujit),
            reference,
            r.ratio.map_or(
                if r.reference_name.is_some() {
                    DASH.to_string()
                } else {
                    String::new()
                },
                |x| format!("{x:.3}"),
            ),
            r.goal.unwrap_or("").to_string(),
            match (r.goal, r.met) {
                (_, Some(true)) => "yes".into(),
                (_, Some(false)) => "NO".into(),
                (Some(_), None) => DASH.into(),
                (None, None) => String::new(),
            },
        ]);
    }
    let width = |i: usize| {
        cells
            .iter()
            .map(|c| c[i].chars().count())
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..6).map(width).collect();
    let pad = |s: &str, w: usize, right: bool| {
        let fill = " ".repeat(w.saturating_sub(s.chars().count()));
        if right {
            format!("{fill}{s}")
        } else {
            format!("{s}{fill}")
        }
    };
    let mut out = String::new();
    for (i, c) in cells.iter().enumerate() {
        let line = (0..6)
            .map(|j| pad(&c[j], widths[j], i > 0 && (j == 1 || j == 3)))
            .collect::<Vec<_>>()
            .join("  ");
        out.push_str(line.trim_end());
        out.push('\n');
        if i == 0 {
            let rule = widths
                .iter()
                .map(|w| "-".repeat(*w))
                .collect::<Vec<_>>()
                .join("  ");
            out.push_str(&rule);
            out.push('\n');
        }
    }
    out
}

/// The heading, the table and a legend, for printing last.
pub fn render(doc: &Value) -> String {
    let s = |p: &str| doc.pointer(p).and_then(Value::as_str).unwrap_or("?");
    let mut out = String::new();
    let device = match doc.pointer("/device/name") {
        Some(_) => format!(
            "{} ({}, driver {})",
            s("/device/name"),
            s("/device/arch"),
            s("/device/driver")
        ),
        None => "no CUDA device measured".to_string(),
    };
    out.push_str(&format!(
        "gpujit {} (LLVM {}) on {device}, {}\n",
        s("/meta/gpujit"),
        s("/meta/llvm"),
        s("/meta/date")
    ));
    out.push_str(&format_table(&rows(doc)));
    out.push_str(
        "ratio = gpujit ÷ reference; medians; goals are reported, never enforced; \
         — = not measured in this run\n",
    );
    out
}
