//! The `index` dialect: folding semantics now; ODS-generated ops arrive with the code generator.
