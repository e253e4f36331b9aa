//! The `academie` binary: `academie score FILE` scores partie documents.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("score") => match args.get(1) {
            Some(path) => match academie::cli::score(path) {
                Ok(json) => {
                    println!("{json}");
                    ExitCode::SUCCESS
                }
                Err(errors) => {
                    for e in errors {
                        eprintln!("{e}");
                    }
                    ExitCode::from(2)
                }
            },
            None => {
                eprintln!("usage: academie score FILE (or - for standard input)");
                ExitCode::from(2)
            }
        },
        _ => {
            eprintln!("usage: academie score FILE");
            ExitCode::from(2)
        }
    }
}
