//! Unit tests that need no GPU.

use serde_json::{Value, json};

use crate::report::{self, Goal, ROWS};
use crate::{Args, Mode, Samples, median, merge, parse_args, slug, utc_date};

/// The shape `bench/references.py` writes (values made up).
fn references_part() -> Value {
    json!({
        "references": {
            "device": "NVIDIA H200",
            "versions": {"cupy": "14.0.0", "triton": "3.6.0", "torch": "2.9.0"},
            "cold": {
                "cupy_nvrtc": {"reps": 20, "median_ms": 40.0, "samples_ms": [40.0]},
                "triton": {"reps": 5, "median_ms": 120.0, "samples_ms": [120.0]}
            },
            "saxpy": {
                "n": 67108864,
                "triton": {"median_ms": 0.2, "gbs": 4000.0, "config": {"BLOCK": 1024, "num_warps": 4}},
                "cupy_elementwise": {"median_ms": 0.21, "gbs": 3800.0}
            },
            "reduce": {"n": 268435456, "cupy_sum": {"median_ms": 0.3, "gbs": 3600.0}},
            "sgemm": {"n": 4096, "cupy_matmul": {"median_ms": 2.5, "tflops": 50.0}},
            "gemm_bf16": {"n": 8192, "torch_matmul": {"median_ms": 1.5, "tflops": 700.0}},
            "errors": {}
        }
    })
}

fn measured_part() -> Value {
    json!({
        "meta": {"schema": crate::SCHEMA, "date": "2025-01-02", "gpujit": "0.1.0", "llvm": "19.1.7"},
        "device": {"name": "NVIDIA H200", "arch": "sm_90", "driver": "13.0"},
        "cold_jit": {"median_ms": {"total": 6.0, "ir_build": 0.2, "lower": 1.0, "optimize": 1.5, "codegen": 1.3, "load": 2.0}},
        "launch": {
            "no_args": {"gpujit_us": 2.2, "raw_us": 2.0},
            "four_args": {"gpujit_us": 2.6, "raw_us": 2.0}
        },
        "kernels": {
            "saxpy": {"gbs": 3960.0},
            "saxpy_vec4": {"gbs": 3900.0},
            "reduce": {"gbs": 3000.0},
            "copy_dtod": {"gbs": 4000.0},
            "sgemm": {"tflops": 10.0}
        },
        "gemm_bf16": {
            "n": 8192,
            "best": "sm90a_wait0",
            "tflops": 450.0,
            "variants": {
                "portable": {"tflops": 300.0},
                "sm90a_wait0": {"tflops": 450.0},
                "sm90a_wait1": {"tflops": 430.0}
            }
        },
        "amd": {"arch": "gfx942", "saxpy": {"median_ms": {"total": 2.0}}, "sgemm": {"median_ms": {"total": 4.0}}}
    })
}

fn row<'a>(rows: &'a [report::Row], starts: &str) -> &'a report::Row {
    rows.iter()
        .find(|r| r.measurement.starts_with(starts))
        .unwrap_or_else(|| panic!("no row `{starts}`"))
}

#[test]
fn samples_keep_the_first_repetition_apart() {
    let mut s = Samples::new(&["a", "b"]);
    assert_eq!(s.first_json(), Value::Null);
    s.push_after_first(&[100.0, 7.0]);
    s.push_after_first(&[1.0, 2.0]);
    s.push_after_first(&[3.0, 4.0]);
    assert_eq!(s.first_json(), json!({"a": 100.0, "b": 7.0}));
    assert_eq!(s.series("a"), &[1.0, 3.0]);
    assert_eq!(s.series("b"), &[2.0, 4.0]);
    assert_eq!(s.to_json("ms")["median_ms"], json!({"a": 2.0, "b": 3.0}));
}

#[test]
fn median_and_small_helpers() {
    assert_eq!(median(&[]), None);
    assert_eq!(median(&[f64::NAN]), None);
    assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
    assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
    assert_eq!(median(&[5.0, f64::NAN, 1.0, f64::INFINITY, 3.0]), Some(3.0));
    assert_eq!(utc_date(0), "1970-01-01");
    assert_eq!(utc_date(1_700_000_000), "2023-11-14");
    assert_eq!(utc_date(951_782_400), "2000-02-29");
    assert_eq!(slug("NVIDIA H200"), "nvidia-h200");
    assert_eq!(slug("  NVIDIA H100 80GB HBM3 "), "nvidia-h100-80gb-hbm3");
    assert_eq!(crate::round(1.234_567_89), 1.234_57);
    assert_eq!(crate::round(0.000_123_456_78), 0.000_123_457);
    assert_eq!(report::fmt_num(4012.3), "4012");
    assert_eq!(report::fmt_num(6.0), "6.000");
    assert_eq!(report::fmt_num(0.12345), "0.1235");
    let a = parse_args(["--json", "x.json", "--merge", "r.json", "--reps", "5"].map(String::from))
        .unwrap()
        .unwrap();
    assert_eq!(a.json.as_deref(), Some(std::path::Path::new("x.json")));
    assert_eq!(a.merge.len(), 1);
    assert_eq!(a.reps, 5);
    assert_eq!(a.mode, Mode::Full);
    let w = parse_args(["--warm", "/tmp/c"].map(String::from))
        .unwrap()
        .unwrap();
    assert_eq!(w.mode, Mode::Warm("/tmp/c".into()));
    assert!(parse_args(["--warm", "a", "--report"].map(String::from)).is_err());
    assert!(parse_args(["--reps", "0"].map(String::from)).is_err());
    let g = parse_args(["--gemm"].map(String::from)).unwrap().unwrap();
    assert!(g.gemm_only && g.mode == Mode::Full);
    assert!(parse_args(["--gemm", "--amd-only"].map(String::from)).is_err());
    assert!(parse_args(["--bogus"].map(String::from)).is_err());
    assert!(parse_args(["--help"].map(String::from)).unwrap().is_none());
}

#[test]
fn merge_keeps_every_part_and_drops_old_tables() {
    let mut doc = json!({});
    merge(&mut doc, references_part());
    merge(
        &mut doc,
        json!({"warm_jit": {"median_ms": {"total": 0.25}}, "table": [1, 2]}),
    );
    merge(&mut doc, measured_part());
    // A later part replaces a figure and keeps its siblings.
    merge(&mut doc, json!({"launch": {"no_args": {"raw_us": 2.1}}}));
    assert_eq!(doc.pointer("/launch/no_args/raw_us"), Some(&json!(2.1)));
    assert_eq!(doc.pointer("/launch/no_args/gpujit_us"), Some(&json!(2.2)));
    assert_eq!(
        doc.pointer("/references/saxpy/triton/gbs"),
        Some(&json!(4000.0))
    );
    assert_eq!(doc.pointer("/warm_jit/median_ms/total"), Some(&json!(0.25)));
    assert!(doc.get("table").is_none(), "a part's table is dropped");

    report::finish(&mut doc);
    let table = doc["table"].as_array().unwrap();
    assert_eq!(table.len(), ROWS.len());
    for r in table {
        let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
        for k in [
            "measurement",
            "unit",
            "gpujit",
            "reference",
            "reference_name",
            "ratio",
            "goal",
            "met",
        ] {
            assert!(keys.contains(&k), "row lacks {k}: {r}");
        }
    }
    assert_eq!(
        doc.pointer("/meta/results_path"),
        Some(&json!("bench/results/2025-01-02-nvidia-h200.json"))
    );
    // Every pointer of the table resolves in a complete document: the names in
    // references.py's output and the Rust sections agree with the rows.
    let full = {
        let mut d = doc.clone();
        merge(
            &mut d,
            json!({
                "cold_jit": {"median_ms": {"ir_build": 1, "lower": 1, "optimize": 1, "codegen": 1, "load": 1}},
                "warm_jit": {"median_ms": {"cache_lookup": 1, "load": 1}},
                "amd": {"saxpy": {"median_ms": {"lower": 1, "optimize": 1, "codegen": 1, "link": 1},
                                  "fresh_machines": {"median_ms": {"total": 2}},
                                  "paired_ratio_median": 0.5},
                        "sgemm": {"median_ms": {"lower": 1, "optimize": 1, "codegen": 1, "link": 1},
                                  "fresh_machines": {"median_ms": {"total": 2}}}},
                "blas": {"sgemm": {"tflops": 40.0}, "sgemm_tf32": {"tflops": 100.0},
                         "gemm_bf16": {"tflops": 600.0},
                         "gemm_f16": {"tflops": 600.0}, "gemm_bf16_ab": {"tflops": 500.0},
                         "gemm_fp8": {"tflops": 1200.0}},
                "references": {"gemm_f16": {"torch_matmul": {"tflops": 700.0}},
                               "gemm_fp8": {"torch_scaled_mm": {"tflops": 1400.0}},
                               "sgemm_tf32": {"torch_matmul": {"tflops": 300.0}},
                               "gemm_bf16_ab": {"torch_matmul": {"tflops": 700.0}}}
            }),
        );
        d
    };
    for spec in ROWS {
        assert!(full.pointer(spec.gpujit).is_some(), "{}", spec.gpujit);
        if let Some((p, _)) = spec.reference {
            assert!(full.pointer(p).is_some(), "{p}");
        }
    }
}

#[test]
fn table_ratios_goals_and_layout() {
    let mut doc = json!({});
    merge(&mut doc, references_part());
    merge(&mut doc, measured_part());
    let rows = report::rows(&doc);
    let cold = row(&rows, "cold JIT");
    assert_eq!(cold.gpujit, Some(6.0));
    let gemm = row(&rows, "GEMM bf16");
    assert_eq!((gemm.gpujit, gemm.reference), (Some(450.0), Some(700.0)));
    assert_eq!(gemm.met, Some(true));
    let portable = row(&rows, "  portable (mma.sync)");
    assert_eq!(portable.gpujit, Some(300.0));
    assert_eq!(cold.ratio, Some(6.0 / 40.0));
    assert_eq!(cold.met, Some(true));
    let launch = row(&rows, "launch overhead: empty");
    assert!((launch.ratio.unwrap() - 1.1).abs() < 1e-12);
    assert_eq!(launch.met, Some(true));
    assert_eq!(row(&rows, "launch overhead: 4").met, Some(false));
    assert_eq!(row(&rows, "SAXPY 2^26 f32, scalar").met, Some(true)); // 0.99
    assert_eq!(row(&rows, "SAXPY 2^26 f32, vec4").met, Some(false)); // 0.975
    assert_eq!(row(&rows, "sum reduction").met, Some(false)); // 0.75
    assert_eq!(row(&rows, "SGEMM").met, Some(false)); // 0.2
    assert_eq!(row(&rows, "IR → hsaco gfx942: SAXPY").met, Some(true));
    // SGEMM's compile time is reported beside the fresh-machine figure, with no goal.
    assert_eq!(row(&rows, "IR → hsaco gfx942: SGEMM").met, None);
    // No warm pass merged: no figure, no verdict.
    let warm = row(&rows, "warm JIT");
    assert_eq!((warm.gpujit, warm.met), (None, None));
    assert_eq!(Goal::AtMost(0.3).met(Some(0.3), None), Some(true));
    assert_eq!(Goal::RatioAtLeast(0.5).met(Some(1.0), None), None);

    let text = report::format_table(&rows);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), rows.len() + 2, "{text}");
    assert!(lines[0].starts_with("measurement"));
    assert!(lines[1].chars().all(|c| c == '-' || c == ' '));
    // Columns line up: every figure column starts where its header does.
    let gpujit_col = lines[0][..lines[0].find("gpujit").unwrap()].chars().count();
    let cold_line = lines.iter().find(|l| l.starts_with("cold JIT")).unwrap();
    let prefix: String = cold_line.chars().take(gpujit_col).collect();
    assert!(
        prefix.starts_with("cold JIT: SAXPY builder → kernel [ms]"),
        "{cold_line}"
    );
    assert!(cold_line.contains("6.000"), "{cold_line}");
    assert!(cold_line.contains("40.00 CuPy/NVRTC"), "{cold_line}");
    assert!(cold_line.contains("0.150"), "{cold_line}");
    assert!(cold_line.contains("≤ 8 ms"), "{cold_line}");
    assert!(cold_line.trim_end().ends_with("yes"), "{cold_line}");
    let warm_line = lines.iter().find(|l| l.starts_with("warm JIT")).unwrap();
    assert!(
        warm_line.contains('—') && warm_line.contains("≤ 0.3 ms"),
        "{warm_line}"
    );
    let sgemm_line = lines.iter().find(|l| l.starts_with("SGEMM")).unwrap();
    assert!(sgemm_line.trim_end().ends_with("NO"), "{sgemm_line}");
    // The met? column is aligned for every row with a goal.
    let met_col = lines[0]
        .find("met?")
        .map(|i| lines[0][..i].chars().count())
        .unwrap();
    for l in lines.iter().skip(2) {
        let chars: Vec<char> = l.chars().collect();
        if chars.len() > met_col {
            let cell: String = chars[met_col..].iter().collect();
            assert!(["yes", "NO", "—"].contains(&cell.as_str()), "{l}");
        }
    }
    let rendered = report::render(&doc);
    assert!(
        rendered.contains("NVIDIA H200 (sm_90, driver 13.0)"),
        "{rendered}"
    );
}

#[test]
fn amd_only_measures_the_amd_codegen_here() {
    let args = Args {
        amd_only: true,
        reps: 2,
        ..Args::default()
    };
    let out = crate::run(&args).expect("the AMD codegen part runs without a GPU");
    assert!(out.failures.is_empty(), "{:?}", out.failures);
    let doc = out.doc;
    for k in ["saxpy", "sgemm"] {
        for stage in ["lower", "optimize", "codegen", "link", "total"] {
            let v = doc
                .pointer(&format!("/amd/{k}/median_ms/{stage}"))
                .and_then(Value::as_f64)
                .unwrap_or_else(|| panic!("{k} {stage}: {doc:#}"));
            assert!(v > 0.0, "{k} {stage} = {v}");
        }
        assert!(doc.pointer(&format!("/amd/{k}/hsaco_bytes")).is_some());
        let fresh = doc
            .pointer(&format!("/amd/{k}/fresh_machines/median_ms/total"))
            .and_then(Value::as_f64);
        assert!(fresh.is_some_and(|v| v > 0.0), "{k}: {doc:#}");
        // Both halves of every pair were timed, the first pair kept apart.
        for half in ["", "/fresh_machines"] {
            let n = doc
                .pointer(&format!("/amd/{k}{half}/samples_ms/total"))
                .and_then(Value::as_array)
                .map(Vec::len);
            assert_eq!(n, Some(2), "{k}{half}: {doc:#}");
        }
        let ratio = doc
            .pointer(&format!("/amd/{k}/paired_ratio_median"))
            .and_then(Value::as_f64);
        assert!(ratio.is_some_and(|r| r > 0.0), "{k}: {doc:#}");
    }
    assert!(doc.get("cold_jit").is_none() && doc.get("device").is_none());
    let rows = report::rows(&doc);
    assert!(row(&rows, "IR → hsaco gfx942: SAXPY").gpujit.is_some());
    assert!(row(&rows, "IR → hsaco gfx942: SAXPY").met.is_some());
    assert!(row(&rows, "cold JIT").gpujit.is_none());
    assert_eq!(doc["table"].as_array().map(Vec::len), Some(ROWS.len()));
}

#[test]
fn many_programs_run_on_the_host_and_match_the_cpu_both_ways() {
    let progs = crate::many::programs(200, 1);
    for (i, p) in progs.iter().enumerate() {
        assert!((2..=4).contains(&p.inputs) && (3..=12).contains(&p.code.len()));
        assert!(
            !progs[..i].contains(p),
            "program {i} repeats an earlier one"
        );
    }
    let args = crate::many::ManyArgs {
        device: "host".into(),
        programs: 12,
        elems: vec![300],
        threads: 2,
        batch: 5,
        passes: 3,
        report: None,
    };
    // `run` checks the JIT kernels, the interpreter and the tiered runtime against the CPU.
    let doc = crate::many::run(&args).unwrap();
    assert_eq!(doc["programs"], 12);
    let run = &doc["runs"][0];
    assert_eq!(run["elems"], 300);
    for key in ["first_run", "on_submit"] {
        let stats = &run["tiered_cold"][key]["stats"];
        let runs =
            stats["interpreter_runs"].as_u64().unwrap() + stats["jit_runs"].as_u64().unwrap();
        assert_eq!(runs, 12 * 3, "{key}: {stats}");
        assert!(stats["compiled"].as_u64().unwrap() <= 12, "{key}: {stats}");
    }
    // Over a warm cache nothing is compiled: whatever loaded came from the cache.
    let warm = &run["tiered_warm_stats"];
    assert_eq!(warm["modules_compiled"], 0, "{run}");
    assert_eq!(warm["compiled"], warm["cache_hits"], "{run}");
    assert!(
        doc["compile_load_ms"]["batched_parallel_fresh_machines"]
            .as_f64()
            .unwrap()
            > 0.0
    );
    assert!(doc["linkers"]["skipped"].is_string());
    let table = crate::many::render(&doc);
    for line in [
        "warm disk cache",
        "programs/s",
        "fresh machines (before)",
        "first result, tiered, compile at first run",
        "3 passes, warm cache, tiered",
        "goal <= 1.2x",
        "PTX -> cubin: PTX -> cubin linkers need a CUDA device",
    ] {
        assert!(table.contains(line), "{line}:\n{table}");
    }
    let parsed = crate::many::parse_args(
        ["--programs", "7", "--elems", "1,2", "--passes", "4"].map(String::from),
    )
    .unwrap()
    .unwrap();
    assert_eq!(
        (parsed.0.programs, parsed.0.elems.clone(), parsed.0.passes),
        (7, vec![1, 2], 4)
    );
    // One batched module per thread unless told.
    let auto = crate::many::ManyArgs {
        programs: 1000,
        threads: 16,
        batch: 0,
        ..Default::default()
    };
    assert_eq!(auto.batch_size(), 63);
    assert!(crate::many::parse_args(["--elems", "0"].map(String::from)).is_err());
}

#[test]
fn tiny_ops_run_three_ways_on_the_host() {
    let args = crate::tiny::TinyArgs {
        device: "host".into(),
        ops: 300,
        elems: 64,
        latency: 20,
        batch: 32,
        queues: 2,
    };
    // `run` checks every way's output.
    let doc = crate::tiny::run(&args).unwrap();
    for way in ["launch", "queue", "batched"] {
        let r = &doc[way];
        assert!(r["ops_per_s"].as_f64().unwrap() > 0.0, "{way}: {r}");
        assert!(
            r["p99_us"].as_f64().unwrap() >= r["p50_us"].as_f64().unwrap(),
            "{way}: {r}"
        );
    }
    assert!(doc["batches_sent"].as_u64().unwrap() >= 300 / 32);
    let table = crate::tiny::render(&doc);
    assert!(table.contains("micro-batched (32 per task)"), "{table}");
    assert!(table.contains("the same over 2 queues"), "{table}");
    assert!(doc["queues_rr"]["ops_per_s"].as_f64().unwrap() > 0.0);
    assert!(crate::tiny::parse_args(["--batch", "x"].map(String::from)).is_err());
}

#[test]
fn streams_arguments_and_table() {
    use crate::streams::{StreamsArgs, parse_args, render};
    let strs = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let (a, json) = parse_args(strs(&[
        "--device", "host", "--mib", "4", "--json", "s.json",
    ]))
    .unwrap()
    .unwrap();
    assert_eq!(
        a,
        StreamsArgs {
            device: "host".into(),
            mib: 4,
            ..StreamsArgs::default()
        }
    );
    assert_eq!(json, Some("s.json".into()));
    assert!(parse_args(strs(&["--device", "rocm"])).is_err());
    assert!(parse_args(strs(&["--mib", "0"])).is_err());
    assert!(parse_args(strs(&["--help"])).unwrap().is_none());
    let table = render(&serde_json::json!({
        "launch_on_stream": { "no_args": { "gpujit_us": 2.2, "raw_us": 2.0, "ratio": 1.1 } },
        "overlap": { "mib": 256, "serial_ms": 40.0, "streams_ms": 25.0, "ratio": 0.625 },
    }));
    assert!(table.contains("ratio 1.1x (goal <= 1.10)"), "{table}");
    assert!(
        table.contains("25 ms vs serial 40 ms, ratio 0.625x"),
        "{table}"
    );
}

#[test]
fn streams_overlap_row_runs_on_the_host() {
    let dev = gpujit::host_device_with_warp_size(32).unwrap();
    let row = crate::streams::overlap(&dev, 2, 1).unwrap();
    assert!(row["ratio"].as_f64().is_some_and(|r| r > 0.0), "{row}");
    assert!(
        row["kernel_rounds"].as_u64().is_some_and(|r| r >= 1),
        "{row}"
    );
    assert_eq!(crate::streams::busy_reference(1.0, 0), 1.0);
}

#[test]
fn cuda_source_arguments() {
    use crate::source::{SourceArgs, parse_args};
    let strs = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let (a, json) = parse_args(strs(&[
        "--device", "host", "--reps", "3", "--nvrtc", "n.json", "--json", "o.json",
    ]))
    .unwrap()
    .unwrap();
    assert_eq!(
        a,
        SourceArgs {
            device: "host".into(),
            reps: 3,
            nvrtc: Some("n.json".into()),
            fresh_prelude: false,
            prelude_only: false,
        }
    );
    let (f, _) = parse_args(strs(&["--fresh-prelude", "--prelude-only"]))
        .unwrap()
        .unwrap();
    assert!(f.fresh_prelude && f.prelude_only);
    assert_eq!(json, Some("o.json".into()));
    let (d, json) = parse_args(strs(&[])).unwrap().unwrap();
    assert_eq!(
        (d.device.as_str(), d.reps, d.nvrtc, json),
        ("auto", 10, None, None)
    );
    assert!(parse_args(strs(&["--reps", "0"])).is_err());
    assert!(parse_args(strs(&["--nvrtc"])).is_err());
    assert!(parse_args(strs(&["--ops", "3"])).is_err());
    assert!(parse_args(strs(&["--help"])).unwrap().is_none());
}

#[test]
fn cuda_source_programs_and_the_nvrtc_saxpy() {
    // bench/cuda_source.py compiles the same SAXPY text with NVRTC.
    let py = include_str!("../../../bench/cuda_source.py");
    let quoted = format!("SAXPY = r\"\"\"{}\"\"\"", crate::source::SAXPY);
    assert!(py.contains(&quoted), "bench/cuda_source.py's SAXPY differs");
    let p = crate::source::salted(&crate::source::KERNELS[1], "s", "1");
    assert_eq!(p.name(), "md_boxes-s-1.cu");
    assert!(
        p.source()
            .starts_with("// gpujit-bench --cuda-source s 1\n")
    );
    assert!(p.source().ends_with(crate::source::MD_BOXES));
    assert_eq!(p.name_expressions(), ["md_box_forces"]);
}

#[test]
fn cuda_source_table_ratios_and_goals() {
    let doc = json!({
        "kernels": {
            "saxpy": {
                "cold": {"median_ms": {"total": 10.0, "compile": 8.0}, "first_ms": {"total": 30.0}},
                "warm": {"median_ms": {"total": 0.5}},
            },
            "md_boxes": {
                "cold": {"median_ms": {"total": 60.0}},
                "warm": {"median_ms": {"total": 1.5}},
            }
        },
        "nvrtc": {
            "kernels": {
                "saxpy": {
                    "cold": {"median_ms": 40.0, "first_ms": 60.0},
                    "nvrtc_only": {"median_ms": 16.0},
                    "warm": {"median_ms": 0.01},
                },
                "md_boxes": {"cold": {"median_ms": 100.0}}
            }
        }
    });
    let rows = crate::source::rows(&doc);
    assert_eq!(rows.len(), 20);
    let cold = row(&rows, "saxpy: source → loaded kernel, cold");
    assert_eq!((cold.ratio, cold.met), (Some(0.25), Some(true)));
    assert_eq!(row(&rows, "saxpy:   compile").ratio, Some(0.5));
    assert_eq!(row(&rows, "saxpy:   first repetition").ratio, Some(0.5));
    let warm = row(&rows, "saxpy: source → loaded kernel, warm");
    assert_eq!((warm.reference, warm.met), (Some(0.01), Some(true)));
    assert_eq!(
        row(&rows, "md_boxes: source → loaded kernel, cold").met,
        Some(false)
    );
    assert_eq!(
        row(&rows, "md_boxes: source → loaded kernel, warm").met,
        Some(false)
    );
    let fe = row(&rows, "md_boxes: front end only, built-in");
    assert!(fe.gpujit.is_none() && fe.met.is_none());
    let table = crate::source::render(&doc);
    assert!(table.contains("≤ 0.5× NVRTC"), "{table}");
    assert!(table.contains("0.250"), "{table}");
}

#[test]
fn cuda_source_runs_on_the_host_with_every_section() {
    let nvrtc = std::env::temp_dir().join(format!("gpujit-nvrtc-{}.json", std::process::id()));
    let part = json!({"nvrtc": {"versions": {"nvrtc": "13.0", "cupy": "14.2.0"}, "device": "test",
        "kernels": {"saxpy": {"cold": {"median_ms": 1000.0}, "lowered_name": "saxpy"}}}});
    std::fs::write(&nvrtc, part.to_string()).unwrap();
    let args = crate::source::SourceArgs {
        device: "host".into(),
        reps: 2,
        nvrtc: Some(nvrtc.clone()),
        // The test binary is not gpujit-bench: no process of its own builds
        // the preludes first.
        fresh_prelude: true,
        prelude_only: false,
    };
    // `run` checks the SAXPY loaded cold and warm, and its host object, against the CPU.
    let doc = crate::source::run(&args);
    std::fs::remove_file(&nvrtc).unwrap();
    let doc = doc.unwrap();
    assert_eq!(doc["errors"], json!({}), "{:#}", doc["errors"]);
    for key in ["schema", "date", "clang", "llvm"] {
        assert!(doc["meta"][key].is_string(), "meta.{key}: {}", doc["meta"]);
    }
    assert_eq!(doc["device"]["backend"], "host");
    assert!(doc["machine"]["cpu"].is_string());
    let positive = |v: &Value, what: &str| {
        let x = v.as_f64().unwrap_or(f64::NAN);
        assert!(x.is_finite() && x > 0.0, "{what} = {v}");
    };
    let nvidia = doc["headers"]["nvidia"].as_bool().unwrap();
    for k in ["saxpy", "md_boxes"] {
        let kd = &doc["kernels"][k];
        let mut sections = vec!["front_end_builtin", "cold", "warm", "to_hsaco", "to_host"];
        if nvidia {
            sections.push("front_end_nvidia");
        } else {
            assert!(kd["front_end_nvidia"]["skipped"].is_string(), "{k}: {kd}");
        }
        for s in sections {
            let sec = &kd[s];
            let stages = sec["median_ms"]
                .as_object()
                .unwrap_or_else(|| panic!("{k}.{s}: {sec}"));
            assert!(stages.contains_key("total"), "{k}.{s}: {sec}");
            for (stage, v) in stages {
                positive(v, &format!("{k}.{s}.median_ms.{stage}"));
                positive(
                    &sec["first_ms"][stage],
                    &format!("{k}.{s}.first_ms.{stage}"),
                );
                positive(&sec["min_ms"][stage], &format!("{k}.{s}.min_ms.{stage}"));
                assert_eq!(
                    sec["samples_ms"][stage].as_array().map(Vec::len),
                    Some(2),
                    "{k}.{s}.{stage}"
                );
            }
        }
        positive(&kd["to_hsaco"]["bytes"], "hsaco bytes");
        assert_eq!(kd["to_hsaco"]["target_id"], "amdgcn-amd-amdhsa--gfx942");
    }
    assert_eq!(doc["kernels"]["saxpy"]["lowered_name"], "saxpy");
    assert_eq!(doc["kernels"]["saxpy"]["lowered_name_as_nvrtc"], true);
    assert_eq!(
        doc["kernels"]["saxpy"]["checked"],
        "run on 10007 elements, equal to the CPU's result: cold, warm, host object"
    );
    assert_eq!(
        doc["kernels"]["md_boxes"]["lowered_name"],
        "_Z13md_box_forces10BoxLatticePK6float4PS0_"
    );
    // The NVRTC part is merged and its figure stands beside ours.
    let table = doc["table"].as_array().unwrap();
    assert_eq!(table.len(), 20);
    assert_eq!(table[2]["reference"], 1000.0);
    assert!(table[2]["ratio"].as_f64().is_some_and(|r| r > 0.0));
    assert!(table.iter().filter(|r| r["gpujit"].is_number()).count() >= 16);
}

#[test]
fn cuda_source_check_catches_a_wrong_saxpy() {
    use gpujit::cuda::Program;
    let dev = gpujit::host_device_with_warp_size(32).unwrap();
    let jit = gpujit::Jit::new(Box::new(dev), gpujit::cache::Cache::new(None, 0, 4)).unwrap();
    let load = |src: &str| {
        let c = jit
            .compile_cuda(&Program::new("s.cu", src).name_expression("saxpy"))
            .unwrap();
        let m = jit.device().load(&c.image).unwrap();
        m.kernel(c.lowered_name("saxpy").unwrap()).unwrap()
    };
    let right = load(crate::source::SAXPY);
    crate::source::check_saxpy(jit.device(), &right, "right").unwrap();
    // Off by one element at the end: only the bounds differ.
    let wrong = load(&crate::source::SAXPY.replace("i < n", "i < n - 1"));
    let e = crate::source::check_saxpy(jit.device(), &wrong, "wrong").unwrap_err();
    assert!(e.to_string().contains("y[10006]"), "{e}");
}

#[test]
fn the_fleet_benchmark_fills_a_store_and_finds_every_program_there() {
    if std::process::Command::new("redis-server")
        .arg("--version")
        .output()
        .is_err()
    {
        assert!(
            std::env::var_os("GPUJIT_REQUIRE_REDIS").is_none(),
            "redis-server is not installed (ci/setup installs it)"
        );
        eprintln!("skipped: redis-server is not installed");
        return;
    }
    let args = crate::fleet::FleetArgs {
        device: "amdgcn-emu".into(),
        programs: 6,
        ..Default::default()
    };
    // `run` fails unless the cold pass compiled all six, the warm store
    // pass found all six in the store and the warm disk pass on its disk.
    let doc = crate::fleet::run(&args).unwrap();
    for key in ["cold", "warm_store", "warm_disk"] {
        assert!(doc["compile_load_ms"][key].as_f64().unwrap() > 0.0, "{doc}");
    }
    assert!(doc["store_bytes_read"].as_u64().unwrap() > 0, "{doc}");
    let table = crate::fleet::render(&doc);
    assert!(table.contains("empty local folder, warm store"), "{table}");
    assert!(
        table.contains("goal: warm store within 2x of a warm disk"),
        "{table}"
    );
}

#[test]
fn specialize_arguments_and_cases_are_checked() {
    let (a, json) = crate::specialize::parse_args(
        [
            "--device", "host", "--size", "small", "--reps", "3", "--policy", "40", "--json",
            "x.json",
        ]
        .map(String::from),
    )
    .unwrap()
    .unwrap();
    assert_eq!(
        (a.device.as_str(), a.full, a.reps, a.policy),
        ("host", Some(false), Some(3), Some(40))
    );
    assert_eq!(json, Some("x.json".into()));
    assert!(crate::specialize::parse_args(["--size", "huge"].map(String::from)).is_err());
    assert!(
        crate::specialize::parse_args(["--help"].map(String::from))
            .unwrap()
            .is_none()
    );
    // Every case names a kernel of its module, folds scalars only, passes each buffer once.
    let cases = crate::specialize::cases(false);
    assert!(cases.len() >= 6);
    for c in &cases {
        let m = gpujit::NvvmModule::from_ir(c.file, c.ir.as_bytes()).unwrap();
        let sig = m.kernels().iter().find(|k| k.name == c.kernel).unwrap();
        assert_eq!(sig.params.len(), c.args.len(), "{}", c.name);
        assert!(c.check().is_ok(), "{}: {:?}", c.name, c.check());
    }
}

#[test]
fn ptx_benchmark_translates_gpujits_ptx_of_our_kernels() {
    // The PTX is written at run time from kernels/cuda's NVVM IR; every
    // route (PTX to gfx942 and to the host, NVVM to gfx942, and the box
    // kernel's source to gfx942) compiles each kernel.
    let doc = crate::ptx::run(&crate::ptx::PtxArgs { reps: 1 }).unwrap();
    for (name, _) in crate::ptx::KERNELS {
        let k = &doc["kernels"][name];
        assert!(
            k["ptx_bytes"].as_u64().is_some_and(|b| b > 500),
            "{name}: {k}"
        );
        for route in ["ptx_to_hsaco", "ptx_to_host", "nvvm_to_hsaco"] {
            assert!(
                k[route]["median_ms"]["total"]
                    .as_f64()
                    .is_some_and(|t| t > 0.0),
                "{name}.{route}: {k}"
            );
        }
    }
    assert!(doc["kernels"]["md_boxes"]["cuda_source_to_hsaco"]["bytes"].as_u64() > Some(0));
    let table = crate::ptx::render(&doc);
    assert_eq!(table.lines().count(), 5, "{table}");
}

/// The cuBLAS C ABI pass on the host: both ways' products are checked inside
/// `run` (an error otherwise), and the figures come out.
#[test]
fn blas_abi_runs_both_ways_on_the_host() {
    use crate::blas_abi::{AbiArgs, parse_args, run};
    let strs = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let (a, json) = parse_args(strs(&["--device", "host", "--calls", "2", "--size", "5"]))
        .unwrap()
        .unwrap();
    assert_eq!(
        a,
        AbiArgs {
            device: "host".into(),
            calls: 2,
            size: 5
        }
    );
    assert!(json.is_none());
    assert!(parse_args(strs(&["--size", "0"])).is_err());
    assert!(parse_args(strs(&["--help"])).unwrap().is_none());
    let doc = run(&a).unwrap();
    let d = &doc["blas_abi"];
    for key in [
        "sgemm_us",
        "gemm_ex_us",
        "blas_gemm_us",
        "blas_gemm_done_us",
    ] {
        assert!(d[key].as_f64().is_some_and(|v| v > 0.0), "{key}: {d}");
    }
    assert_eq!(d["backend"], "host");
}
