//! The `academie` binary: `academie [serve [--bind ADDR] [--database URL]]` serves;
//! `academie score FILE` scores partie documents; `academie import FILE [--database URL]`
//! stores them as parties.

use std::process::ExitCode;

use academie::settings::Settings;
use academie::startup::Application;

const USAGE: &str = "usage: academie [serve [--bind ADDR] [--database URL]]\n       academie score FILE   (FILE may be - for standard input)\n       academie import FILE [--database URL]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => serve(&[]),
        Some("serve") => serve(args.get(1..).unwrap_or_default()),
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
                eprintln!("{USAGE}");
                ExitCode::from(2)
            }
        },
        Some("import") => match args.get(1).filter(|a| !a.starts_with("--") || *a == "-") {
            Some(path) => import(path, args.get(2..).unwrap_or_default()),
            None => {
                eprintln!("{USAGE}");
                ExitCode::from(2)
            }
        },
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(_) => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// `academie import FILE [--database URL]`: prints the new parties' ids.
fn import(path: &str, args: &[String]) -> ExitCode {
    let settings = match Settings::from_env().with_args(args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match academie::cli::import(path, &settings.database_url) {
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

fn serve(args: &[String]) -> ExitCode {
    let settings = match Settings::from_env().with_args(args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
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
