//! `--time-phases`: the time each phase took (reading, the backend, writing the output),
//! reported on standard error in llvm-tblgen's layout. CPU times come from
//! `/proc/self/stat` (clock ticks of 1/100 s); where that is not readable they count as zero
//! and their columns are left out, as llvm-tblgen leaves out a column whose total is zero.

use std::fmt::Write as _;
use std::time::Instant;

/// A point in time: wall clock and the process's user and system CPU seconds.
#[derive(Clone, Copy)]
pub struct Stamp {
    wall: Instant,
    user: f64,
    sys: f64,
}

impl Stamp {
    /// Now.
    pub fn now() -> Stamp {
        let (user, sys) = cpu_seconds().unwrap_or((0.0, 0.0));
        Stamp {
            wall: Instant::now(),
            user,
            sys,
        }
    }
}

/// User and system CPU seconds of this process so far.
fn cpu_seconds() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (which is in parentheses and may hold spaces).
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    let user: f64 = fields.get(11)?.parse().ok()?;
    let sys: f64 = fields.get(12)?.parse().ok()?;
    Some((user / 100.0, sys / 100.0))
}

/// One timed phase.
struct Phase {
    name: &'static str,
    user: f64,
    sys: f64,
    wall: f64,
}

/// The phases timed so far.
#[derive(Default)]
pub struct Phases {
    phases: Vec<Phase>,
}

impl Phases {
    /// Records phase `name` as lasting from `from` to now; returns now.
    pub fn end(&mut self, name: &'static str, from: Stamp) -> Stamp {
        let now = Stamp::now();
        self.phases.push(Phase {
            name,
            user: (now.user - from.user).max(0.0),
            sys: (now.sys - from.sys).max(0.0),
            wall: now.wall.duration_since(from.wall).as_secs_f64(),
        });
        now
    }

    /// The report: phases by decreasing wall time, then the total.
    pub fn report(&self) -> String {
        let mut rows: Vec<&Phase> = self.phases.iter().collect();
        rows.sort_by(|a, b| b.wall.total_cmp(&a.wall));
        let total = Phase {
            name: "Total",
            user: rows.iter().map(|p| p.user).sum(),
            sys: rows.iter().map(|p| p.sys).sum(),
            wall: rows.iter().map(|p| p.wall).sum(),
        };
        let line = format!("==={}===\n", "-".repeat(73));
        let title = "TableGen Phase Timing";
        let mut out = String::new();
        out.push_str(&line);
        let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
        out.push_str(&line);
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds ({:.4} wall clock)\n",
            total.user + total.sys,
            total.wall
        );
        // The columns: user, system, user+system (each only if its total is not zero), wall.
        type Col = (&'static str, fn(&Phase) -> f64);
        let all: [Col; 4] = [
            ("   ---User Time---", |p| p.user),
            ("   --System Time--", |p| p.sys),
            ("   --User+System--", |p| p.user + p.sys),
            ("   ---Wall Time---", |p| p.wall),
        ];
        let cols: Vec<&Col> = (all.iter().enumerate())
            .filter(|(i, c)| *i == 3 || (c.1)(&total) != 0.0)
            .map(|(_, c)| c)
            .collect();
        for c in &cols {
            out.push_str(c.0);
        }
        out.push_str("  --- Name ---\n");
        for p in rows.into_iter().chain(std::iter::once(&total)) {
            for c in &cols {
                let (v, t) = ((c.1)(p), (c.1)(&total));
                let pct = if t > 0.0 { v * 100.0 / t } else { 0.0 };
                let _ = write!(out, "  {v:7.4} ({pct:5.1}%)");
            }
            let _ = writeln!(out, "  {}", p.name);
        }
        out.push('\n');
        out
    }
}
