//! The `--gen-ctags` backend: a ctags index of every class and def (anonymous ones included),
//! sorted by name, each with the file and line of its first location (and a class also with
//! each of its forward declarations), under the two header lines of the original ctags
//! format.

use std::fmt::Write as _;

use crate::record::RecordKeeper;

/// The whole `--gen-ctags` output.
pub fn gen_ctags(kp: &RecordKeeper) -> String {
    let mut tags: Vec<(String, usize, usize)> = kp
        .classes
        .iter()
        .chain(kp.defs.iter())
        .flat_map(|(name, &r)| {
            let rec = kp.rec(r);
            let locs = rec.forward_decls.iter().chain(rec.locs.first());
            locs.map(|&p| {
                let lc = kp.sources.line_col(p);
                (name.clone(), lc.file, lc.line)
            })
        })
        .collect();
    tags.sort();
    let mut out = String::new();
    out.push_str("!_TAG_FILE_FORMAT\t1\t/original ctags format/\n");
    out.push_str("!_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/\n");
    for (name, file, line) in tags {
        let _ = writeln!(out, "{name}\t{}\t{line}", kp.sources.files[file].name);
    }
    out
}
