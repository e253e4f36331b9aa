//! The purity boundary (ARCHITECTURE.md §3.4): `src/domain` and `src/games` import nothing
//! from actix, diesel or askama, touch no file, read no clock and draw no random number.
//! Checked by scanning the sources (comments excluded).

use std::path::{Path, PathBuf};

const FORBIDDEN: &[&str] = &[
    "actix",
    "diesel",
    "askama",
    "std::fs",
    "std::net",
    "std::env",
    "std::time",
    "Utc::now",
    "Local::now",
    "SystemTime",
    "Instant::now",
    "rand::",
    "thread_rng",
    "tokio",
    "reqwest",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_domain_and_the_games_stay_pure() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("domain"), &mut files);
    rust_files(&root.join("games"), &mut files);
    assert!(files.len() >= 5, "sources found: {files:?}");
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable source");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    offences.push(format!("{}:{}: {word}: {line}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(offences.is_empty(), "impure code:\n{}", offences.join("\n"));
}
