//! The `academie` binary: the command line (see `academie --help` and [`academie::cli`]).

use std::process::ExitCode;

use academie::cli::{Cli, Command};
use academie::settings::Settings;
use academie::startup::Application;
use clap::Parser;

fn main() -> ExitCode {
    no_transparent_huge_pages();
    let command = match Cli::parse().command() {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    match command {
        Command::Serve(args) => serve(args.settings()),
        Command::Score { file } => print(academie::cli::score(&file)),
        Command::Import { file, database } => print(academie::cli::import(&file, &database.url)),
        Command::Backup { file, database } => print(academie::cli::backup(&file, &database.url)),
        Command::Rescore { database } => print(academie::cli::rescore(&database.url)),
        Command::Bench(args) => match academie::bench::run(&args.options()) {
            Ok(table) => {
                println!("{table}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("academie bench: {e}");
                ExitCode::FAILURE
            }
        },
    }
}

/// Prints a command's JSON, or its errors one per line with exit status 2.
fn print(result: Result<String, Vec<String>>) -> ExitCode {
    match result {
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
    }
}

fn serve(settings: Settings) -> ExitCode {
    academie::telemetry::init("info");
    match run(settings) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("academie: {e:#}");
            ExitCode::FAILURE
        }
    }
}

#[actix_web::main]
async fn run(settings: Settings) -> anyhow::Result<()> {
    let app = Application::build(&settings)?;
    tracing::info!(
        bind = %settings.bind,
        port = app.port(),
        database = %redact(&settings.database_url),
        "academie is serving"
    );
    app.run_until_stopped().await?;
    Ok(())
}

/// The URL with any password replaced by `***`, for the log.
fn redact(url: &str) -> String {
    match url.split_once("://") {
        Some((scheme, rest)) => match rest.split_once('@') {
            Some((user, host)) => match user.split_once(':') {
                Some((name, _)) => format!("{scheme}://{name}:***@{host}"),
                None => url.to_owned(),
            },
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

/// Asks Linux not to back this process's memory with transparent huge pages. mimalloc
/// (the allocator, set in the library) maps its arenas aligned to 2 MiB, and where
/// the kernel gives huge pages to every such mapping (`enabled = always`), each arena
/// touched is resident 2 MiB at a time: 37 MiB idle instead of 25 on a 24 MB database
/// (measured), against issue 15's 30 MiB. Nothing else changes; on a kernel without
/// the setting the call fails and the default stands.
fn no_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    let _ = nix::sys::prctl::set_thp_disable(true);
}
