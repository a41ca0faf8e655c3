//! The MLIR parser. `core` is the shared cursor; the other modules parse one kind of construct.

pub mod affine;
pub mod attributes;
pub mod core;
pub mod locations;
pub mod ops;
pub mod shim;
pub mod types;

/// The dialects mlir-opt 22 registers. An op of one of them that ropt does not know is an
/// unknown op (not an unknown dialect), and its error lists them all as available, as
/// mlir-opt's does; their types and attributes that ropt cannot parse are kept opaque, even
/// without `-allow-unregistered-dialect`.
const ORACLE_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];
