//! Tracing: the subscriber (built once) and [`blocking`], which runs synchronous work
//! (diesel) off the async executor inside the caller's span.

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber: `RUST_LOG` filters (default `info`), output to
/// standard error (coloured only on a terminal). A second call does nothing.
pub fn init(default_filter: &str) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// Runs `f` on actix's blocking thread pool, inside the current tracing span.
///
/// # Errors
/// [`actix_web::error::BlockingError`] when the pool is gone or `f` panicked.
pub async fn blocking<F, R>(f: F) -> Result<R, actix_web::error::BlockingError>
where
    F: FnOnce() -> R + Send + 'static,
    R: Send + 'static,
{
    let span = tracing::Span::current();
    actix_web::web::block(move || span.in_scope(f)).await
}
