//! Settings from the environment and the command line: where to listen, where the data
//! lives, the club password, which time zone the pages show times in. The command line
//! wins over the environment, which wins over the defaults.

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
    /// The zone the pages show times in (`ACADEMIE_TIME_ZONE`, `--time-zone`: an IANA
    /// name such as `Europe/Paris`); the server's own by default.
    pub time_zone: crate::format::Zone,
    /// The club password (`ACADEMIE_PASSWORD`, `--password`): with one, every page and
    /// API call needs a session or the password as a bearer token (spectator links
    /// excepted). `None`: open to whoever reaches the address.
    pub password: Option<crate::secret::Password>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            bind: DEFAULT_BIND.to_owned(),
            database_url: DEFAULT_DATABASE_URL.to_owned(),
            time_zone: crate::format::Zone::Local,
            password: None,
        }
    }
}
