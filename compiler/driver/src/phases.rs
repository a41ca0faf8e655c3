//! `ROPT_PHASES=1`: a report on stderr of where a run spends its time, to find the serial
//! parts of a threaded run. At each phase boundary it records the wall time, the CPU time of
//! the calling (main) thread and the CPU time of the whole process (all threads, from
//! `/proc/self/task/*/schedstat`). A phase whose process CPU time is close to its main-thread
//! CPU time ran on one thread.

use std::sync::Mutex;
use std::time::Instant;

struct Mark {
    name: &'static str,
    wall: Instant,
    main_ns: u64,
    all_ns: u64,
    /// Resident and peak resident memory, in KB.
    rss_kb: u64,
    hwm_kb: u64,
}

/// `VmRSS` and `VmHWM` of `/proc/self/status`, in KB (0 when unreadable).
fn memory_kb() -> (u64, u64) {
    let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

static MARKS: Mutex<Vec<Mark>> = Mutex::new(Vec::new());

fn enabled() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("ROPT_PHASES").is_some())
}

fn schedstat(path: &str) -> u64 {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Records the end of phase `name` (the start of the next).
pub fn mark(name: &'static str) {
    if !enabled() {
        return;
    }
    let main_ns = schedstat("/proc/thread-self/schedstat");
    let all_ns = std::fs::read_dir("/proc/self/task")
        .map(|d| {
            d.flatten()
                .map(|e| schedstat(&format!("{}/schedstat", e.path().display())))
                .sum()
        })
        .unwrap_or(0);
    let (rss_kb, hwm_kb) = memory_kb();
    let m = Mark {
        name,
        wall: Instant::now(),
        main_ns,
        all_ns,
        rss_kb,
        hwm_kb,
    };
    if let Ok(mut v) = MARKS.lock() {
        v.push(m);
    }
}

/// Prints the report (phase, wall ms, main-thread CPU ms, process CPU ms, resident MB at
/// its end, peak resident MB so far).
pub fn report() {
    if !enabled() {
        return;
    }
    let Ok(v) = MARKS.lock() else { return };
    let mut text =
        String::from("phase                wall ms   main cpu   all cpu    rss MB   peak MB\n");
    for w in v.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        text.push_str(&format!(
            "{:<18} {:>9.2} {:>10.2} {:>9.2} {:>9} {:>9}\n",
            b.name,
            (b.wall - a.wall).as_secs_f64() * 1e3,
            b.main_ns.saturating_sub(a.main_ns) as f64 / 1e6,
            b.all_ns.saturating_sub(a.all_ns) as f64 / 1e6,
            b.rss_kb / 1024,
            b.hwm_kb / 1024,
        ));
    }
    eprint!("{text}");
}
