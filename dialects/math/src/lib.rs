//! The `math` dialect: folding semantics now; ODS-generated ops arrive with the code generator.
