//! The `academie` command line: `serve` (the default), `score` and `import`.

use std::io::Read;

use serde_json::Value;

use crate::partie::PartieDoc;

/// Reads partie documents from `path` (`-` for standard input): one document or an array.
/// Returns the documents and whether the input was an array.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn read_documents(path: &str) -> Result<(Vec<Value>, bool), String> {
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("stdin: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let value: Value = serde_json::from_str(&text).map_err(|e| format!("{path}: not JSON: {e}"))?;
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
    let (docs, is_array) = read_documents(path).map_err(|e| vec![e])?;
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
    let json = match (is_array, out.as_slice()) {
        (false, [one]) => serde_json::to_string_pretty(one),
        _ => serde_json::to_string_pretty(&out),
    };
    json.map_err(|e| vec![e.to_string()])
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
    let docs = crate::partie::documents(serde_json::Value::Array(values)).map_err(|e| vec![e])?;
    let pool = crate::db::pool(database_url).map_err(|e| vec![format!("database: {e}")])?;
    let mut conn = pool.get().map_err(|e| vec![format!("database: {e}")])?;
    crate::db::migrate(&mut conn).map_err(|e| vec![format!("database: {e}")])?;
    let ids = crate::ledger::import_parties(&mut conn, &docs).map_err(|e| vec![e.to_string()])?;
    serde_json::to_string_pretty(&serde_json::json!({ "ids": ids }))
        .map_err(|e| vec![e.to_string()])
}
