//! Building the application: the pool, the migrations, the listener, the server.

use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::{web, App, HttpServer};
use anyhow::Context;

use crate::db::{self, Pool};
use crate::format::Zone;
use crate::settings::Settings;
use crate::web::security::Security;

/// A built, bound, not yet running service.
pub struct Application {
    port: u16,
    server: Server,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

impl Application {
    /// Connects to the database (creating an SQLite file if needed), runs the migrations,
    /// binds the listener (port 0 picks a free port) and builds the server.
    ///
    /// # Errors
    /// When the database is unreachable, a migration fails or the address cannot be bound.
    pub fn build(settings: &Settings) -> anyhow::Result<Self> {
        let pool = db::pool(&settings.database_url)
            .with_context(|| format!("opening the database {}", settings.database_url))?;
        {
            let mut conn = pool.get().context("connecting to the database")?;
            db::migrate(&mut conn).context("migrating the database")?;
        }
        let listener = TcpListener::bind(&settings.bind)
            .with_context(|| format!("binding {}", settings.bind))?;
        let open_to_the_network = listener
            .local_addr()
            .map(|a| !a.ip().is_loopback())
            .unwrap_or(true);
        if settings.password.is_none() && open_to_the_network {
            tracing::warn!(
                bind = %settings.bind,
                "academie listens beyond this machine without a password: anyone who reaches \
                 the address can read and change every partie; set ACADEMIE_PASSWORD"
            );
        }
        Self::serve(
            pool,
            listener,
            Security::new(settings.password.clone()),
            settings.time_zone,
        )
    }

    /// Builds the server on an already bound listener and a migrated pool, open to
    /// whoever reaches it (no password).
    ///
    /// # Errors
    /// When the server cannot take the listener.
    pub fn with_listener(pool: Pool, listener: TcpListener) -> anyhow::Result<Self> {
        Self::with_security(pool, listener, Security::new(None))
    }

    /// Builds the server on an already bound listener and a migrated pool, with the rules
    /// of `security` (the club password, if any).
    ///
    /// # Errors
    /// When the server cannot take the listener.
    pub fn with_security(
        pool: Pool,
        listener: TcpListener,
        security: Security,
    ) -> anyhow::Result<Self> {
        Self::serve(pool, listener, security, Zone::Local)
    }

    /// Builds the server on an already bound listener and a migrated pool, with the rules
    /// of `security`, the pages showing times in `zone`.
    ///
    /// # Errors
    /// When the server cannot take the listener.
    pub fn serve(
        pool: Pool,
        listener: TcpListener,
        security: Security,
        zone: Zone,
    ) -> anyhow::Result<Self> {
        let port = listener.local_addr()?.port();
        let pool = web::Data::new(pool);
        let security = web::Data::new(security);
        let zone = web::Data::new(zone);
        let party_keys = web::Data::new(crate::web::party::PartyKeys::default());
        let server = HttpServer::new(move || {
            App::new()
                .wrap(actix_web::middleware::from_fn(crate::web::security::guard))
                .wrap(actix_web::middleware::Logger::new("%r %s %Dms"))
                .app_data(pool.clone())
                .app_data(security.clone())
                .app_data(zone.clone())
                .app_data(party_keys.clone())
                .configure(crate::web::routes)
        })
        .listen(listener)?
        .run();
        Ok(Application { port, server })
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until the server is stopped.
    ///
    /// # Errors
    /// An I/O error from the server.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}
