//! Portable kernels written once with the gpujit builder, each beside a plain
//! Rust reference that tests compare against.
//!
//! ```
//! let m = gpujit_kernels::saxpy::module().unwrap();
//! assert_eq!(m.kernels()[0].name, "saxpy");
//! let mut y = vec![1.0f32, 2.0];
//! gpujit_kernels::saxpy::reference(2.0, &[10.0, 20.0], &mut y);
//! assert_eq!(y, vec![21.0, 42.0]);
//! ```

pub mod saxpy {
    //! `y[i] = a * x[i] + y[i]` for `i < n`.
    use gpujit_ir::{Axis, IrError, ModuleOptions, PortableModule, build, p};

    /// Name of the kernel in [`module`].
    pub const KERNEL: &str = "saxpy";

    /// The portable module holding the `saxpy(a: f32, x: *f32, y: *f32, n: u32)` kernel.
    pub fn module() -> Result<PortableModule, IrError> {
        build("saxpy", ModuleOptions::default(), |m| {
            m.kernel(
                KERNEL,
                &[p::f32("a"), p::ptr_f32("x"), p::ptr_f32("y"), p::u32("n")],
                |k, args| {
                    let [a, x, y, n] = [args[0], args[1], args[2], args[3]];
                    let i = k.global_id(Axis::X);
                    k.if_(k.lt(i, n), |k| {
                        k.store(y, i, k.fma(a, k.load(x, i), k.load(y, i)));
                    });
                },
            )
        })
    }

    /// The CPU reference, with the same single rounding as the kernel's fma.
    pub fn reference(a: f32, x: &[f32], y: &mut [f32]) {
        for (yi, xi) in y.iter_mut().zip(x) {
            *yi = a.mul_add(*xi, *yi);
        }
    }
}
