use academie::settings::Settings;
use academie::startup::Application;

#[tokio::test]
async fn building_the_application_creates_and_migrates_the_sqlite_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("fresh.db");
    let settings = Settings {
        bind: "127.0.0.1:0".to_owned(),
        database_url: path.display().to_string(),
        ..Settings::default()
    };
    let app = Application::build(&settings).expect("build");
    assert!(path.is_file(), "the database file is created");
    let port = app.port();
    assert_ne!(port, 0);
    tokio::spawn(app.run_until_stopped());
    let r = reqwest::get(format!("http://127.0.0.1:{port}/api/v1/parties"))
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 200, "the tables exist");
}

#[test]
fn an_in_memory_or_unknown_database_is_refused_at_start() {
    for url in [":memory:", "mysql://h/db"] {
        let settings = Settings {
            bind: "127.0.0.1:0".to_owned(),
            database_url: url.to_owned(),
            ..Settings::default()
        };
        let err = Application::build(&settings).expect_err(url);
        assert!(
            format!("{err:#}").contains("database URL"),
            "{url}: {err:#}"
        );
    }
}

#[test]
fn the_binary_scores_a_vector_file() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_academie"))
        .args([
            "score",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/vectors/quadrille.public.json"
            ),
        ])
        .output()
        .expect("run academie");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(v.as_array().is_some_and(|a| !a.is_empty()));
}
