//! The purity boundary (ARCHITECTURE.md §3.4): `src/domain` and `src/games` import nothing
//! from actix, diesel or askama, touch no file, read no clock and draw no random number.
//! Checked by scanning the sources (comments excluded).

use std::path::{Path, PathBuf};

const FORBIDDEN: &[&str] = &[
    "actix",
    "diesel",
    "askama",
    "std::fs",
    "std::net",
    "std::env",
    "std::time",
    "Utc::now",
    "Local::now",
    "SystemTime",
    "Instant::now",
    "rand::",
    "thread_rng",
    "tokio",
    "reqwest",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_domain_and_the_games_stay_pure() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("domain"), &mut files);
    rust_files(&root.join("games"), &mut files);
    assert!(files.len() >= 5, "sources found: {files:?}");
    let mut offences = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable source");
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    offences.push(format!("{}:{}: {word}: {line}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(offences.is_empty(), "impure code:\n{}", offences.join("\n"));
}

/// The source of `file` without comments and without its test module (tests may name
/// games), one entry per line with its number.
fn code_lines(file: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(file).expect("readable source");
    let mut out = Vec::new();
    let mut in_block = false;
    let mut in_css = false;
    if file.file_name().is_some_and(|n| n == "tests.rs") {
        return out; // a test module of its own
    }
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let mut line = line.to_owned();
        if in_css {
            match line.find("*/") {
                Some(end) => {
                    line = line[end + 2..].to_owned();
                    in_css = false;
                }
                None => continue,
            }
        }
        if let Some(start) = line.find("/*") {
            if !line[start..].contains("*/") {
                line.truncate(start);
                in_css = true;
            }
        }
        let line = line.as_str();
        let mut code = line.split("//").next().unwrap_or("").to_owned();
        // CSS comments `/* ... */` on one line.
        while let (Some(a), Some(b)) = (code.find("/*"), code.find("*/")) {
            if b < a {
                break;
            }
            code.replace_range(a..b + 2, "");
        }
        // Template comments `{# ... #}` on one line.
        while let (Some(a), Some(b)) = (code.find("{#"), code.find("#}")) {
            if b < a {
                break;
            }
            code.replace_range(a..b + 2, "");
        }
        if in_block {
            if let Some(end) = code.find("#}") {
                code = code[end + 2..].to_owned();
                in_block = false;
            } else {
                continue;
            }
        }
        if let Some(start) = code.find("{#") {
            code.truncate(start);
            in_block = true;
        }
        out.push((i + 1, code));
    }
    out
}

fn files_under(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, exts, out);
        } else if path
            .extension()
            .is_some_and(|e| exts.iter().any(|x| e == *x))
        {
            out.push(path);
        }
    }
}

/// Whether `word` stands in `text` as a whole word (ASCII letters, digits and `_` join).
fn has_word(text: &str, word: &str) -> bool {
    let text = text.to_lowercase();
    let word = word.to_lowercase();
    let joins = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let mut from = 0;
    while let Some(at) = text[from..].find(&word) {
        let start = from + at;
        let end = start + word.len();
        if !joins(text[..start].chars().next_back()) && !joins(text[end..].chars().next()) {
            return true;
        }
        from = start + word.len().max(1);
    }
    false
}

/// Terms of the rules that only a game's own module may use.
const RULE_TERMS: &[&str] = &[
    "codille",
    "matador",
    "matadors",
    "spadille",
    "baste",
    "quinola",
    "panier",
    "corbillon",
    "repic",
    "capot",
    "favourite_suit",
    "not_counted",
];

#[test]
fn shared_code_names_no_game_and_no_rule() {
    use academie::games::GameId;
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src/web", "src/ledger", "src/exports", "static"] {
        files_under(&top.join(dir), &["rs", "js", "css", "html"], &mut files);
    }
    files.push(top.join("src/league.rs"));
    let mut templates = Vec::new();
    files_under(&top.join("templates"), &["html"], &mut templates);
    files.extend(
        templates
            .into_iter()
            .filter(|p| !p.starts_with(top.join("templates/games"))),
    );
    let mut words: Vec<String> = RULE_TERMS.iter().map(|t| (*t).to_owned()).collect();
    for &g in GameId::ALL {
        let info = g.info();
        words.push(info.slug.to_owned());
        words.extend(info.aliases.iter().map(|a| (*a).to_owned()));
        words.push(format!("GameId::{g:?}"));
        for name in [info.name_fr, info.name_en] {
            // A name of several words is looked for whole; one word alone as a word.
            words.push(name.to_owned());
        }
    }
    let mut offences = Vec::new();
    for file in &files {
        for (n, code) in code_lines(file) {
            for w in &words {
                if has_word(&code, w) {
                    offences.push(format!("{}:{n}: {w}: {}", file.display(), code.trim()));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "shared code names a game or a rule ({} places):\n{}",
        offences.len(),
        offences.join("\n")
    );
}

#[test]
fn no_catch_all_arm_over_game_ids() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&top, &mut files);
    let mut offences = Vec::new();
    for file in &files {
        let lines = code_lines(file);
        for (k, (n, line)) in lines.iter().enumerate() {
            let t = line.trim_start();
            let is_arm = (t.starts_with("GameId::") || t.starts_with("| GameId::"))
                && (t.contains("=>") || t.trim_end().ends_with('|'));
            if !is_arm {
                continue;
            }
            let indent = line.len() - t.len();
            for (m, later) in &lines[k + 1..] {
                let lt = later.trim_start();
                if lt.is_empty() {
                    continue;
                }
                let li = later.len() - lt.len();
                if li < indent {
                    break;
                }
                if li == indent && (lt.starts_with("_ =>") || lt.starts_with("_ if")) {
                    offences.push(format!(
                        "{}:{m}: a catch-all arm after the ids of line {n}",
                        file.display()
                    ));
                    break;
                }
            }
        }
    }
    offences.dedup();
    assert!(
        offences.is_empty(),
        "a match over GameId must list every id:\n{}",
        offences.join("\n")
    );
}

/// The message ids of the catalogue of `lang` (`src/i18n/<lang>/*.ftl`).
fn catalogue_ids(lang: &str) -> std::collections::BTreeSet<String> {
    let mut files = Vec::new();
    files_under(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/i18n")
            .join(lang),
        &["ftl"],
        &mut files,
    );
    let mut ids = std::collections::BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable catalogue");
        for line in text.lines() {
            if let Some((id, _)) = line.split_once('=') {
                let id = id.trim_end();
                let ok = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if ok && !line.starts_with(' ') {
                    ids.insert(id.to_owned());
                }
            }
        }
    }
    ids
}

#[test]
fn every_message_the_code_names_is_in_the_english_catalogue() {
    let english = catalogue_ids("en");
    let top = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&top, &mut files);
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in &files {
        for (n, line) in code_lines(file) {
            for marker in ["msg!(\"", "Msg::new(\""] {
                let mut rest = line.as_str();
                while let Some(at) = rest.find(marker) {
                    let after = &rest[at + marker.len()..];
                    let id = after.split('"').next().unwrap_or("");
                    seen += 1;
                    if !id.is_empty() && !english.contains(id) {
                        missing.push(format!("{}:{n}: {id}", file.display()));
                    }
                    rest = after;
                }
            }
        }
    }
    assert!(seen > 5, "message ids found: {seen}");
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "message ids with no English text ({}):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn no_message_id_is_defined_twice_in_a_language() {
    for lang in ["en", "fr"] {
        let mut files = Vec::new();
        files_under(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/i18n")
                .join(lang),
            &["ftl"],
            &mut files,
        );
        let mut seen: std::collections::BTreeMap<String, PathBuf> = Default::default();
        let mut twice = Vec::new();
        for f in files {
            let text = std::fs::read_to_string(&f).expect("readable catalogue");
            for line in text.lines() {
                let Some((id, _)) = line.split_once('=') else {
                    continue;
                };
                let id = id.trim_end();
                let is_id = !line.starts_with([' ', '#', '.', '[', '*', '}'])
                    && !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                if is_id {
                    if let Some(first) = seen.insert(id.to_owned(), f.clone()) {
                        twice.push(format!(
                            "{lang}: {id} in {} and {}",
                            first.display(),
                            f.display()
                        ));
                    }
                }
            }
        }
        assert!(
            twice.is_empty(),
            "ids defined twice (Fluent refuses them; shared ones go in common.ftl):\n{}",
            twice.join("\n")
        );
    }
}

#[test]
fn every_message_the_pages_name_is_in_the_english_catalogue() {
    let english = catalogue_ids("en");
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files_under(&top.join("templates"), &["html"], &mut files);
    files_under(&top.join("src/web"), &["rs"], &mut files);
    let markers = [
        "t.get(\"",
        "t.get1(\"",
        "t.get2(\"",
        "site.get(\"",
        "Tr::page().get(\"",
    ];
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable source");
        for (n, line) in text.lines().enumerate() {
            for marker in markers {
                let mut rest = line;
                while let Some(at) = rest.find(marker) {
                    let after = &rest[at + marker.len()..];
                    let id = after.split('"').next().unwrap_or("");
                    seen += 1;
                    if !english.contains(id) {
                        missing.push(format!("{}:{}: {id}", file.display(), n + 1));
                    }
                    rest = after;
                }
            }
        }
    }
    assert!(seen > 50, "message ids found in the pages: {seen}");
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "the pages name message ids with no English text ({}):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// The pages' catalogue keeps to its prefixes (the games and the engine own the others).
#[test]
fn the_pages_catalogue_keeps_to_its_prefixes() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/en/web.ftl"))
            .expect("readable catalogue");
    let prefixes = [
        "nav-",
        "page-",
        "form-",
        "error-page-",
        "status-",
        "account-",
    ];
    let mut strays = Vec::new();
    for line in text.lines() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            if let Some((id, _)) = line.split_once('=') {
                let id = id.trim_end();
                if !prefixes.iter().any(|p| id.starts_with(p)) {
                    strays.push(id.to_owned());
                }
            }
        }
    }
    assert!(
        strays.is_empty(),
        "ids outside the pages' prefixes: {strays:?}"
    );
}

/// Each message of the catalogue file `path` with the names of the variables it uses
/// (`$name`, in its value and its attributes and variants).
fn messages_with_variables(
    path: &Path,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let text = std::fs::read_to_string(path).expect("readable catalogue");
    let mut out: std::collections::BTreeMap<String, std::collections::BTreeSet<String>> =
        Default::default();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut body = line;
        if !line.starts_with([' ', '.', '[', '*', '}']) {
            if let Some((id, rest)) = line.split_once('=') {
                let id = id.trim_end();
                if !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    out.entry(id.to_owned()).or_default();
                    current = Some(id.to_owned());
                    body = rest;
                }
            }
        }
        if let Some(id) = &current {
            for part in body.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() {
                    out.entry(id.clone()).or_default().insert(name);
                }
            }
        }
    }
    out
}

/// French and English say the same things: every English message is in the French file
/// of the same name and the other way round, with the same variables. A file French
/// does not have yet (a game's catalogue still being translated) is reported loudly and
/// not failed; a French file that exists must be complete.
#[test]
fn french_and_english_catalogues_have_the_same_messages_and_variables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n");
    let mut en_files = Vec::new();
    files_under(&root.join("en"), &["ftl"], &mut en_files);
    let mut fr_files = Vec::new();
    files_under(&root.join("fr"), &["ftl"], &mut fr_files);
    assert!(en_files.len() > 5, "English catalogues: {}", en_files.len());
    // A catalogue is known by its path under its language's folder (`games/poque.ftl`).
    let name = |p: &PathBuf, lang: &str| {
        p.strip_prefix(root.join(lang))
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let mut faults = Vec::new();
    let mut untranslated: Vec<(String, usize)> = Vec::new();
    for en in &en_files {
        let fr = root.join("fr").join(name(en, "en"));
        let english = messages_with_variables(en);
        if !fr.exists() {
            untranslated.push((name(en, "en"), english.len()));
            continue;
        }
        let french = messages_with_variables(&fr);
        for (id, vars) in &english {
            match french.get(id) {
                None => faults.push(format!("fr/{}: {id} is missing", name(en, "en"))),
                Some(v) if v != vars => faults.push(format!(
                    "fr/{}: {id} uses {v:?}, English {vars:?}",
                    name(en, "en")
                )),
                Some(_) => {}
            }
        }
        for id in french.keys().filter(|id| !english.contains_key(*id)) {
            faults.push(format!("fr/{}: {id} is not in English", name(en, "en")));
        }
    }
    for fr in &fr_files {
        if !root.join("en").join(name(fr, "fr")).exists() {
            faults.push(format!("fr/{} has no English file", name(fr, "fr")));
        }
    }
    if !untranslated.is_empty() {
        let ids: usize = untranslated.iter().map(|(_, n)| n).sum();
        eprintln!(
            "SKIPPED (loudly): {} English catalogues have no French file yet, {ids} ids \
             untranslated: {}",
            untranslated.len(),
            untranslated
                .iter()
                .map(|(f, n)| format!("{f} ({n})"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    assert!(
        faults.is_empty(),
        "the French and English catalogues differ ({}):\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// The families whose games share their modules and their words: Quadrille, the Médiateur
/// and the Solitaires are one engine (`src/games/quadrille`, its `Variant`s); the Ombres and
/// the Quintilles share the Ombre's modules (`src/games/ombre`: the fields, the beasts, the
/// purse, the hazards); the four Piquets share the count, the form and the sheet
/// (`src/games/piquet`). Each game of these families owns the whole family directory, and
/// the words they share are in the family's first game's catalogue (`quadrille-...` in
/// `games/quadrille.ftl`, `ombre-...`, `piquet-...`). A family of one game (Reversis, the
/// Mail) is that game's directory. Every other game is one file, `src/games/<family>/<slug>.rs`
/// (`-` written `_`).
const SHARED_FAMILIES: &[&str] = &["quadrille", "ombre", "piquet"];

/// The tools whose workload is one game's partie, written out: `academie bench` enters
/// Quadrille deals (the vector case `quadrille-016`). They name that game, but adding a
/// game does not touch them.
const WORKLOADS: &[&str] = &["src/bench.rs"];

/// The string literals of a line of code (`"..."`, escapes kept as written).
fn literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = code.chars();
    while let Some(c) = chars.by_ref().next() {
        if c != '"' {
            continue;
        }
        let mut lit = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    lit.push(c);
                    if let Some(n) = chars.next() {
                        lit.push(n);
                    }
                }
                '"' => break,
                _ => lit.push(c),
            }
        }
        out.push(lit);
    }
    out
}

/// The game whose message `id` is: `<slug>-...` and `rules-<slug>-...` (the longest slug:
/// `ombre-deux-...` is the Ombre by two's), and `reason-<code>` for a code only one game
/// pays.
fn owner_of_id(id: &str) -> Option<academie::games::GameId> {
    use academie::games::{rules, GameId};
    let mut best: Option<(usize, GameId)> = None;
    for &g in GameId::ALL {
        for prefix in [format!("{}-", g.slug()), format!("rules-{}-", g.slug())] {
            if id.starts_with(&prefix) && best.is_none_or(|(len, _)| prefix.len() > len) {
                best = Some((prefix.len(), g));
            }
        }
    }
    if let Some((_, g)) = best {
        return Some(g);
    }
    let code = id.strip_prefix("reason-")?;
    let mut payers = GameId::ALL
        .iter()
        .filter(|&&g| rules::payments(g).contains(&code));
    match (payers.next(), payers.next()) {
        (Some(&g), None) => Some(g),
        _ => None,
    }
}

/// Adding a game is one `.rs` (or the directory of a family whose games share it, see
/// [`SHARED_FAMILIES`]), one registry line (`src/games/registry.rs`), one catalogue per
/// language (`src/i18n/<lang>/games/<slug>.ftl`) and one vector file (under
/// `tests/vectors` or `tests/derived`, not read here). So, for every game of the
/// registry:
/// - every message that names it (`<slug>-...`, `rules-<slug>-...`, the label of a payment
///   only it makes) is in its own catalogue, in each language, and each file of
///   `games/` is a game's;
/// - no other source names it: no `GameId::<Variant>`, no message id of its catalogue, no
///   literal that begins with `<slug>-`, no literal of its slug or alias, in the code
///   (comments and test modules aside), the templates, the static files and
///   `tests/api/opening.rs` (which walks the registry). A slug that is also a word of the
///   books (a glossary term: the *ombre*, the *manille*; a payment's code: the Ombre's
///   *guinguette* hazard) names the word, not the game, where it stands alone. The bench's
///   workload ([`WORKLOADS`]) is the one other file that names a game.
#[test]
fn a_game_is_named_only_by_its_own_files() {
    use academie::games::{rules, GameId};
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut offences = Vec::new();

    // The catalogues.
    let mut ids_of: std::collections::BTreeMap<GameId, std::collections::BTreeSet<String>> =
        Default::default();
    for lang in ["en", "fr"] {
        let root = top.join("src/i18n").join(lang);
        let mut files = Vec::new();
        files_under(&root, &["ftl"], &mut files);
        for &g in GameId::ALL {
            let own = root.join("games").join(format!("{}.ftl", g.slug()));
            if !own.exists() {
                offences.push(format!("{}: {g} has no catalogue", own.display()));
            }
        }
        for file in &files {
            let rel = file.strip_prefix(&root).unwrap_or(file);
            let game_file = rel
                .strip_prefix("games")
                .ok()
                .and_then(|f| f.file_stem())
                .map(|s| s.to_string_lossy().into_owned());
            let game_file = match game_file {
                Some(slug) => match slug.parse::<GameId>() {
                    Ok(g) if g.slug() == slug => Some(g),
                    _ => {
                        offences.push(format!("{}: not a game's slug", file.display()));
                        None
                    }
                },
                None => None,
            };
            let text = std::fs::read_to_string(file).expect("readable catalogue");
            for (n, line) in text.lines().enumerate() {
                if line.starts_with([' ', '#', '.', '[', '*', '}']) {
                    continue;
                }
                let Some((id, _)) = line.split_once('=') else {
                    continue;
                };
                let id = id.trim_end();
                if let Some(g) = game_file {
                    ids_of.entry(g).or_default().insert(id.to_owned());
                }
                if let Some(owner) = owner_of_id(id) {
                    if game_file != Some(owner) {
                        offences.push(format!(
                            "{}:{}: {id} names {owner}: it belongs in games/{}.ftl",
                            file.display(),
                            n + 1,
                            owner.slug()
                        ));
                    }
                }
            }
        }
    }

    // The words of the books that are also games' slugs.
    let mut words: std::collections::BTreeSet<&str> = rules::GLOSSARY.iter().copied().collect();
    for &g in GameId::ALL {
        words.extend(rules::payments(g).iter().copied());
    }

    // The sources.
    let mut files = Vec::new();
    rust_files(&top.join("src"), &mut files);
    files_under(&top.join("templates"), &["html"], &mut files);
    files_under(&top.join("static"), &["js", "css", "html"], &mut files);
    files.push(top.join("tests/api/opening.rs"));
    let mut lines: Vec<(&PathBuf, usize, String, Vec<String>)> = Vec::new();
    for file in &files {
        for (n, code) in code_lines(file) {
            let lits = literals(&code);
            lines.push((file, n, code, lits));
        }
    }
    // The game each literal names as a message id, by its prefix (a slug is a slug).
    let mut owners: std::collections::HashMap<String, Option<GameId>> = Default::default();
    for (_, _, _, lits) in &lines {
        for lit in lits {
            if !owners.contains_key(lit) {
                let owner = if lit.parse::<GameId>().is_ok() || lit.starts_with("reason-") {
                    None
                } else {
                    owner_of_id(lit)
                };
                owners.insert(lit.clone(), owner);
            }
        }
    }
    let games_dir = top.join("src/games");
    for &g in GameId::ALL {
        let info = g.info();
        let family_dir = games_dir.join(info.family);
        let alone = GameId::ALL
            .iter()
            .filter(|o| o.family() == info.family)
            .count()
            == 1;
        let own: PathBuf = if alone || SHARED_FAMILIES.contains(&info.family) {
            family_dir
        } else {
            family_dir.join(format!("{}.rs", info.slug.replace('-', "_")))
        };
        if !own.exists() {
            offences.push(format!("{}: {g} has no file of its own", own.display()));
        }
        let variant = format!("GameId::{g:?}");
        let ids = ids_of.get(&g).cloned().unwrap_or_default();
        let names_it = |lit: &str| {
            ((lit == info.slug || info.aliases.contains(&lit)) && !words.contains(lit))
                || ids.contains(lit)
                || owners.get(lit).copied().flatten() == Some(g)
        };
        for (file, n, code, lits) in &lines {
            if file.starts_with(&own)
                || file.ends_with("src/games/registry.rs")
                || WORKLOADS.iter().any(|w| file.ends_with(w))
            {
                continue;
            }
            let by_variant = code.contains(&variant) && has_word(code, &variant);
            let by_literal = lits.iter().find(|l| names_it(l));
            if by_variant || by_literal.is_some() {
                offences.push(format!(
                    "{}:{n}: names {g} ({}): {}",
                    file.display(),
                    by_literal.unwrap_or(&variant),
                    code.trim()
                ));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "a game is named outside its own files ({}):\n{}",
        offences.len(),
        offences.join("\n")
    );
}
