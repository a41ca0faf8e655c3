//! Running a pass so that a panic becomes an error instead of an abort: the panic is caught
//! with `catch_unwind`, and the default panic message is kept off stderr while a pass runs (a
//! process-wide hook, installed once, that defers to the previous hook outside passes).

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;

thread_local! {
    static IN_PASS: Cell<bool> = const { Cell::new(false) };
}

fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_PASS.with(Cell::get) {
                previous(info);
            }
        }));
    });
}

/// Runs `f`; a panic inside it is returned as `Err(message)`.
pub(crate) fn run_guarded<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    install_hook();
    let was = IN_PASS.with(|c| c.replace(true));
    let r = catch_unwind(AssertUnwindSafe(f));
    IN_PASS.with(|c| c.set(was));
    r.map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into())
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn panics_become_errors() {
        assert_eq!(super::run_guarded(|| 3), Ok(3));
        let r: Result<(), String> = super::run_guarded(|| panic!("boom {}", 1));
        assert_eq!(r, Err("boom 1".to_string()));
    }
}
