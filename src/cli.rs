//! The `academie` command line (clap): `serve` (the default), `score`, `import`,
//! `backup` and `bench`.
//! Options may also come from the environment (`ACADEMIE_BIND`, `DATABASE_URL`,
//! `ACADEMIE_TIME_ZONE`, `ACADEMIE_PASSWORD`); the
//! command line wins over the environment, which wins over the defaults.

use std::io::Read;

use clap::{Args, Parser, Subcommand};
use serde_json::Value;

use crate::partie::{PartieDoc, Scored};
use crate::settings::{Settings, DEFAULT_BIND, DEFAULT_DATABASE_URL};

/// academie: the score-keeper and ledger of the games of the Académie universelle des jeux.
#[derive(Debug, Parser)]
#[command(name = "academie", version, about, long_about = None)]
pub struct Cli {
    /// What to do; without a command, academie serves.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serve the pages and the JSON API (the default).
    Serve(ServeArgs),
    /// Score partie documents ({game, options, players, deals}) and print the results.
    Score {
        /// A JSON file of one document or an array of them; `-` for standard input.
        file: String,
    },
    /// Store partie documents (the JSON export's format) as parties, all or nothing.
    Import {
        /// A JSON file of one document or an array of them; `-` for standard input.
        file: String,
        /// Where the data lives.
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Write a consistent copy of the SQLite database to a new file, while academie
    /// serves or not. To restore, stop academie and put the copy in place of the database.
    /// (PostgreSQL: use pg_dump.)
    Backup {
        /// The new file to write (it must not exist).
        file: String,
        /// Where the data lives.
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Re-score every party computed by an older version of its game's engine: each deal
    /// whose payments changed gets a reversal and a `rescore` entry naming the change;
    /// prints what changed.
    Rescore {
        /// Where the data lives.
        #[command(flatten)]
        database: DatabaseArg,
    },
    /// Measure the service over loopback (a scratch SQLite file unless --url): deal entry at
    /// many tables, the costs of one partie, each beside its anchor measured in the same run.
    Bench(BenchArgs),
}

/// `bench`'s options.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// A running service (`http://host:port`) to measure instead of starting one.
    #[arg(long)]
    pub url: Option<String>,
    /// The club password of the service at --url, if it has one.
    #[arg(long, env = "ACADEMIE_PASSWORD", hide_env_values = true)]
    pub password: Option<String>,
    /// How many tables enter deals at once.
    #[arg(long, default_value_t = 32)]
    pub tables: usize,
    /// How many seconds the tables enter deals (and each anchor is measured).
    #[arg(long, default_value_t = 5.0)]
    pub seconds: f64,
    /// How many times each single-request cost is measured (the median is printed).
    #[arg(long, default_value_t = 5)]
    pub samples: usize,
}

impl BenchArgs {
    /// The benchmark's options.
    pub fn options(&self) -> crate::bench::BenchOptions {
        crate::bench::BenchOptions {
            url: self.url.clone(),
            password: self.password.clone(),
            tables: self.tables,
            seconds: self.seconds,
            samples: self.samples,
            ..crate::bench::BenchOptions::default()
        }
    }
}

/// `serve`'s options.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The address to listen on (`host:port`; port 0 picks a free port).
    #[arg(long, env = "ACADEMIE_BIND", default_value = DEFAULT_BIND)]
    pub bind: String,
    /// Where the data lives.
    #[command(flatten)]
    pub database: DatabaseArg,
    /// A club password: every page and API call then needs a session (`/login`) or
    /// `Authorization: Bearer <password>`, except spectator links. Prefer the environment
    /// (`ACADEMIE_PASSWORD`): a command line is visible to every user of the machine.
    #[arg(long, env = "ACADEMIE_PASSWORD", hide_env_values = true)]
    pub password: Option<String>,
    /// The time zone the pages show times in: an IANA name (`Europe/Paris`); the
    /// server's own when empty.
    #[arg(long = "time-zone", env = "ACADEMIE_TIME_ZONE", default_value = "", value_parser = parse_zone)]
    pub time_zone: crate::format::Zone,
}

fn parse_zone(text: &str) -> Result<crate::format::Zone, String> {
    text.parse()
}

/// The database option shared by the commands that store.
#[derive(Debug, Clone, Args)]
pub struct DatabaseArg {
    /// An SQLite file path (`sqlite:` prefix optional) or `postgres://user@host/db`.
    #[arg(long = "database", env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub url: String,
}

impl ServeArgs {
    /// The settings the service starts with.
    pub fn settings(&self) -> Settings {
        Settings {
            bind: self.bind.clone(),
            database_url: self.database.url.clone(),
            time_zone: self.time_zone,
            password: self
                .password
                .as_deref()
                .and_then(crate::secret::Password::new),
        }
    }
}

impl Cli {
    /// The command to run: `serve` with its defaults (and the environment) when none is given.
    ///
    /// # Errors
    /// clap's usage error when the environment holds a bad value.
    pub fn command(self) -> Result<Command, clap::Error> {
        match self.command {
            Some(c) => Ok(c),
            None => {
                let serve = Cli::try_parse_from(["academie", "serve"])?;
                serve
                    .command
                    .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::MissingSubcommand))
            }
        }
    }
}

/// Reads partie documents from `path` (`-` for standard input): one document or an array.
/// Returns the documents and whether the input was an array.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn read_documents(path: &str) -> Result<(Vec<Value>, bool), String> {
    parse_documents(path, &read_text(path)?)
}

/// The text of `path` (`-` for standard input).
fn read_text(path: &str) -> Result<String, String> {
    Ok(if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("stdin: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    })
}

/// Partie documents from the JSON `text` of the file `path`: one document or an array.
/// Returns the documents and whether the input was an array.
fn parse_documents(path: &str, text: &str) -> Result<(Vec<Value>, bool), String> {
    let value: Value = serde_json::from_str(text).map_err(|e| format!("{path}: not JSON: {e}"))?;
    Ok(match value {
        Value::Array(items) => (items, true),
        one => (vec![one], false),
    })
}

/// `academie score FILE`: scores each partie document and returns the JSON to print
/// (one object, or an array when the input was an array), or the errors, one line each,
/// naming the case, the deal and the field.
///
/// # Errors
/// The list of error lines when any document is invalid.
pub fn score(path: &str) -> Result<String, Vec<String>> {
    score_text(path, &read_text(path).map_err(|e| vec![e])?)
}

/// `academie score`'s work on the JSON `text` of the file `path` (named in the errors):
/// JSON in, JSON out.
///
/// # Errors
/// The list of error lines when any document is invalid.
pub fn score_text(path: &str, text: &str) -> Result<String, Vec<String>> {
    let (out, is_array) = match crate::partie::score_text(text) {
        Some(scored) => scored,
        None => score_values(path, text)?,
    };
    crate::partie::print(&out, is_array).map_err(|e| vec![e.to_string()])
}

/// Scores the documents of `text` read as JSON values: what says which document, deal and
/// field is at fault when [`crate::partie::score_text`] cannot score them all.
fn score_values(path: &str, text: &str) -> Result<(Vec<Scored>, bool), Vec<String>> {
    let (docs, is_array) = parse_documents(path, text).map_err(|e| vec![e])?;
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, raw) in docs.into_iter().enumerate() {
        let name = raw
            .get("id")
            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
            .unwrap_or_else(|| format!("document {}", i + 1));
        match PartieDoc::from_value(raw).and_then(|d| d.score()) {
            Ok(scored) => out.push(scored),
            Err(e) => errors.push(format!("{name}: {e}")),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok((out, is_array))
}

/// `academie import FILE`: creates the parties of the partie documents in `path` (one
/// document or an array; `-` for standard input; the format of the JSON export) in the
/// database at `database_url`, migrating it first. All or nothing. Returns the JSON to
/// print: `{"ids": [...]}`.
///
/// # Errors
/// The lines to print: the file, the document and the field at fault.
pub fn import(path: &str, database_url: &str) -> Result<String, Vec<String>> {
    let (values, _) = read_documents(path).map_err(|e| vec![e])?;
    let docs = crate::partie::documents(serde_json::Value::Array(values))
        .map_err(|e| vec![crate::i18n::render(crate::i18n::Lang::En, &e)])?;
    let pool = crate::db::pool(database_url).map_err(|e| vec![format!("database: {e}")])?;
    let mut conn = pool.get().map_err(|e| vec![format!("database: {e}")])?;
    crate::db::migrate(&mut conn).map_err(|e| vec![format!("database: {e}")])?;
    let ids = crate::ledger::import_parties(&mut conn, &docs).map_err(|e| vec![e.to_string()])?;
    serde_json::to_string_pretty(&serde_json::json!({ "ids": ids }))
        .map_err(|e| vec![e.to_string()])
}

/// `academie rescore`: re-scores every party an older engine computed
/// ([`crate::ledger::rescore_all`]) and returns the lines to print: one per entry
/// appended, and one per party the engine now refuses.
///
/// # Errors
/// The line to print when the database cannot be reached or a party was refused.
pub fn rescore(database_url: &str) -> Result<String, Vec<String>> {
    let pool = crate::db::pool(database_url).map_err(|e| vec![format!("database: {e}")])?;
    let mut conn = pool.get().map_err(|e| vec![format!("database: {e}")])?;
    crate::db::migrate(&mut conn).map_err(|e| vec![format!("database: {e}")])?;
    let changed = crate::ledger::rescore_all(&mut conn).map_err(|e| vec![e.to_string()])?;
    let mut lines = Vec::new();
    let mut refused = Vec::new();
    for (party, result) in changed {
        match result {
            Ok(entries) => {
                for e in entries {
                    let deal = e.deal.map_or_else(String::new, |d| format!(" deal {d}"));
                    let cause = e.note.map_or_else(String::new, |n| format!(" ({n})"));
                    let payments: Vec<String> = e
                        .transfers
                        .iter()
                        .map(|t| format!("{} -> {}: {}", t.from.name, t.to.name, t.amount))
                        .collect();
                    lines.push(format!(
                        "party {party}: entry {} {}{deal}{cause}: {}",
                        e.seq,
                        e.kind.code(),
                        payments.join(", ")
                    ));
                }
            }
            Err(e) => refused.push(format!("party {party}: not re-scored: {e}")),
        }
    }
    if !refused.is_empty() {
        lines.extend(refused);
        return Err(lines);
    }
    if lines.is_empty() {
        lines.push("every party is current; nothing changed".to_owned());
    }
    Ok(lines.join("\n"))
}

/// `academie backup FILE`: a consistent copy of the SQLite database at `database_url` in
/// the new file `path` ([`crate::db::backup`]). Returns the line to print.
///
/// # Errors
/// The line to print: why no copy was made.
pub fn backup(path: &str, database_url: &str) -> Result<String, Vec<String>> {
    crate::db::backup(database_url, std::path::Path::new(path))
        .map_err(|e| vec![format!("backup: {e}")])?;
    Ok(format!("backed up to {path}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Command, clap::Error> {
        Cli::try_parse_from(std::iter::once("academie").chain(args.iter().copied()))?.command()
    }

    #[test]
    fn serve_takes_bind_and_database_and_is_the_default() {
        match parse(&[
            "serve",
            "--bind",
            "0.0.0.0:9000",
            "--database=postgres://h/db",
        ]) {
            Ok(Command::Serve(a)) => {
                assert_eq!(a.bind, "0.0.0.0:9000");
                assert_eq!(a.database.url, "postgres://h/db");
                assert_eq!(a.settings().password, None);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(parse(&[]), Ok(Command::Serve(_))));
        match parse(&["serve", "--password", "s3cret"]) {
            Ok(Command::Serve(a)) => {
                let password = a.settings().password.expect("a password");
                assert!(password.is("s3cret"));
                assert!(!format!("{:?}", a.settings()).contains("s3cret"));
            }
            other => panic!("{other:?}"),
        }
        assert!(parse(&["serve", "--port", "1"]).is_err());
        assert!(parse(&["serve", "--bind"]).is_err());
    }

    #[test]
    fn score_and_import_take_a_file() {
        assert!(matches!(parse(&["score", "-"]), Ok(Command::Score { file }) if file == "-"));
        assert!(matches!(
            parse(&["rescore", "--database", "x.db"]),
            Ok(Command::Rescore { database }) if database.url == "x.db"
        ));
        assert!(parse(&["score"]).is_err());
        match parse(&["import", "a.json", "--database", "x.db"]) {
            Ok(Command::Import { file, database }) => {
                assert_eq!(file, "a.json");
                assert_eq!(database.url, "x.db");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn backup_takes_a_file_and_the_database() {
        match parse(&["backup", "copy.db", "--database", "x.db"]) {
            Ok(Command::Backup { file, database }) => {
                assert_eq!(file, "copy.db");
                assert_eq!(database.url, "x.db");
            }
            other => panic!("{other:?}"),
        }
        assert!(parse(&["backup"]).is_err());
    }
}
