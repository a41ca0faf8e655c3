//! Lit runner library.
