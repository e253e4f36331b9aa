//! Settings from the environment and the command line: where to listen, where the data
//! lives. The command line wins over the environment, which wins over the defaults.

/// The address served when nothing else is said.
pub const DEFAULT_BIND: &str = "127.0.0.1:8080";
/// The database used when nothing else is said: an SQLite file in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "academie.db";

/// What the service needs to start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `host:port` to listen on (`ACADEMIE_BIND`, `--bind`); port 0 picks a free port.
    pub bind: String,
    /// `postgres://...` or an SQLite file path (`DATABASE_URL`, `--database`).
    pub database_url: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            bind: DEFAULT_BIND.to_owned(),
            database_url: DEFAULT_DATABASE_URL.to_owned(),
        }
    }
}

impl Settings {
    /// The defaults overridden by `ACADEMIE_BIND` and `DATABASE_URL` when they are set and
    /// not empty.
    pub fn from_env() -> Self {
        Self::from_lookup(|k| std::env::var(k).ok())
    }

    /// As [`Settings::from_env`], with the variables read through `var`.
    pub fn from_lookup(var: impl Fn(&str) -> Option<String>) -> Self {
        let mut s = Settings::default();
        if let Some(v) = var("ACADEMIE_BIND").filter(|v| !v.trim().is_empty()) {
            s.bind = v;
        }
        if let Some(v) = var("DATABASE_URL").filter(|v| !v.trim().is_empty()) {
            s.database_url = v;
        }
        s
    }

    /// Applies `serve`'s options: `--bind ADDR` and `--database URL` (also `--bind=ADDR`).
    ///
    /// # Errors
    /// A usage message for an unknown option or a missing value.
    pub fn with_args(mut self, args: &[String]) -> Result<Self, String> {
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((f, v)) => (f, Some(v.to_owned())),
                None => (arg.as_str(), None),
            };
            let mut value = || {
                inline
                    .clone()
                    .or_else(|| it.next().cloned())
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            match flag {
                "--bind" => self.bind = value()?,
                "--database" => self.database_url = value()?,
                other => return Err(format!("unknown option {other}")),
            }
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_wins_over_the_environment_over_the_defaults() {
        let env = Settings::from_lookup(|k| (k == "DATABASE_URL").then(|| "x.db".to_owned()));
        assert_eq!(env.bind, DEFAULT_BIND);
        assert_eq!(env.database_url, "x.db");
        let args: Vec<String> = ["--bind", "0.0.0.0:9000", "--database=postgres://h/db"]
            .map(String::from)
            .to_vec();
        let s = env.with_args(&args).unwrap_or_default();
        assert_eq!(s.bind, "0.0.0.0:9000");
        assert_eq!(s.database_url, "postgres://h/db");
        assert!(Settings::default().with_args(&["--port".into()]).is_err());
        assert!(Settings::default().with_args(&["--bind".into()]).is_err());
    }
}
