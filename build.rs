//! Rebuilds the crate when a message catalogue changes (they are embedded at build time).
fn main() {
    println!("cargo:rerun-if-changed=src/i18n");
}
