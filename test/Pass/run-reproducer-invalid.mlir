// RUN: ropt %s --run-reproducer -split-input-file -verify-diagnostics
// RUN: not ropt %s --run-reproducer -split-input-file 2>&1 | FileCheck %s

// Under `--run-reproducer` the parser checks the reproducer's keys and their values.

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      // expected-error@+1 {{unknown 'mlir_reproducer' resource key 'pipline'}}
      pipline: "builtin.module(cse)"
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      // expected-error@+1 {{expected 'true' or 'false' value for key 'verify_each'}}
      verify_each: 1
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      // expected-error@+1 {{expected string value for key 'pipeline'}}
      pipeline: true
    }
  }
#-}

// -----

module {}
{-#
  external_resources: {
    mlir_reproducer: {
      // A hex string is a pipeline like any other string here (and not a valid one).
      pipeline: "0x0102"
    }
  }
#-}

// The pipeline's own errors are printed as mlir-opt prints them, without a location.
// CHECK: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
