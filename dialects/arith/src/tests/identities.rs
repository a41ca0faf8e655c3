//! Identity folds (x + 0, x * 1, ...) checked against recorded oracle behaviour.
