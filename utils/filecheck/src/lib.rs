//! FileCheck library.
