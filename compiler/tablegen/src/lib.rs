//! The TableGen language.
