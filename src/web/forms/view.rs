//! The deal-entry form as the template draws it ([`DealFormView`]): its fields, their
//! inputs, sections and errors, and the one line beside the Record button.

use super::prefill::field_defaults;
use super::{per_player_input, Entries, FormErrors, EXTRA_INPUT, JSON_INPUT};
use crate::games::{Field, FieldKind, Msg};
use crate::msg;
use crate::web::tr::Tr;

/// One choice of a select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectOption {
    /// The posted value.
    pub value: String,
    /// What the player reads.
    pub label: String,
    /// Whether it is the current choice.
    pub selected: bool,
}

/// One checkbox of a group, or one number box of a per-player row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The input's name.
    pub name: String,
    /// The input's HTML id.
    pub id: String,
    /// The cell's label: the player's name, or the choice in words.
    pub label: String,
    /// The posted value (checkbox) or the typed text (number box).
    pub value: String,
    /// Whether the checkbox is ticked.
    pub checked: bool,
}

/// One player's row of buttons in a per-player field drawn as buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ButtonRow {
    /// The player's name.
    pub label: String,
    /// The radios' name (`tricks[2]`).
    pub name: String,
    /// The HTML id of the row (each button's id adds its value).
    pub id: String,
    /// The buttons, the blank one first.
    pub options: Vec<SelectOption>,
}

/// The most choices drawn as a row of buttons rather than a select.
const MAX_BUTTONS: usize = 13;

/// How one field is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A row of buttons, one tap each (radio inputs drawn as buttons): a player, a suit,
    /// a contract, a small count.
    Buttons(Vec<SelectOption>),
    /// One row of count buttons per player (the tricks of each).
    PerPlayerButtons(Vec<ButtonRow>),
    /// A select (a player, or one of fixed choices).
    Select(Vec<SelectOption>),
    /// Checkboxes, one per player or per choice.
    Checkboxes(Vec<Cell>),
    /// A whole number.
    Number {
        /// What was typed.
        value: String,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One whole number per player, side by side.
    PerPlayer {
        /// One box per player, in seating order.
        cells: Vec<Cell>,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// A checkbox.
    Flag(bool),
    /// A line of text.
    Text(String),
    /// A JSON value typed as text.
    Json(String),
}

/// One field of the deal-entry form as the template draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldView {
    /// The input name (the field's JSON path).
    pub name: String,
    /// The HTML id.
    pub id: String,
    /// The label, in the books' terms.
    pub label: String,
    /// The hint under the input.
    pub help: Option<String>,
    /// Whether it must be filled.
    pub required: bool,
    /// Whether the common deal needs it (shown first, not folded).
    pub essential: bool,
    /// The named group it is drawn in, if any.
    pub group: Option<String>,
    /// The input itself, with what was entered.
    pub input: Input,
    /// What is wrong with it.
    pub error: Option<String>,
    /// Whether it takes the focus (the first field at fault).
    pub autofocus: bool,
    /// Whether it holds what the table knows for sure ([`Field::known`]): a fresh form
    /// folds it away.
    pub known: bool,
    /// How it is said in the one line beside the Record button ([`DealFormView::summary`]):
    /// `"value"` (a contract, a suit: its choice alone), `"labelled"` (a player: `Ombre:
    /// Bernard`), `"flag"` (its label when ticked), or `""` (not said there).
    pub summary: &'static str,
}

impl FieldView {
    /// The label without its explanation in brackets, for the one line beside the Record
    /// button (`Ombre (who stands)` is said `Ombre` there).
    pub fn short_label(&self) -> &str {
        short(&self.label)
    }

    /// The words of this field in the summary beside the Record button, if it is said
    /// there and holds a choice.
    fn summary_words(&self, t: Tr) -> Option<String> {
        let chosen = || match &self.input {
            Input::Select(options) | Input::Buttons(options) => options
                .iter()
                .find(|o| o.selected && !o.value.is_empty())
                .map(|o| short(&o.label).to_owned()),
            _ => None,
        };
        match self.summary {
            "value" => chosen(),
            "labelled" => {
                chosen().map(|v| t.get2("form-fact", "label", self.short_label(), "value", v))
            }
            "flag" => {
                matches!(self.input, Input::Flag(true)).then(|| self.short_label().to_owned())
            }
            _ => None,
        }
    }

    /// Whether the field holds several inputs (drawn as a fieldset with a legend).
    pub fn is_group(&self) -> bool {
        matches!(
            self.input,
            Input::Checkboxes(_)
                | Input::PerPlayer { .. }
                | Input::Buttons(_)
                | Input::PerPlayerButtons(_)
        )
    }

    /// Whether anything is entered in it.
    pub fn has_value(&self) -> bool {
        match &self.input {
            Input::Select(options) | Input::Buttons(options) => {
                options.iter().any(|o| o.selected && !o.value.is_empty())
            }
            Input::PerPlayerButtons(rows) => rows
                .iter()
                .any(|r| r.options.iter().any(|o| o.selected && !o.value.is_empty())),
            Input::Checkboxes(cells) => cells.iter().any(|c| c.checked),
            Input::Number { value, .. } | Input::Text(value) | Input::Json(value) => {
                !value.trim().is_empty()
            }
            Input::PerPlayer { cells, .. } => cells.iter().any(|c| !c.value.trim().is_empty()),
            Input::Flag(checked) => *checked,
        }
    }

    /// The JSON the field makes, for the page's script: `string`, `number`,
    /// `per_player`, `list`, `flag` or `json`.
    pub fn json_kind(&self) -> &'static str {
        match self.input {
            Input::Select(_) | Input::Text(_) | Input::Buttons(_) => "string",
            Input::Number { .. } => "number",
            Input::PerPlayer { .. } | Input::PerPlayerButtons(_) => "per_player",
            Input::Checkboxes(_) => "list",
            Input::Flag(_) => "flag",
            Input::Json(_) => "json",
        }
    }
}

/// The whole deal-entry form as the template draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealFormView {
    /// The page's words.
    pub t: Tr,
    /// The game's fields; empty when the game has no form yet.
    pub fields: Vec<FieldView>,
    /// The text of the JSON textarea.
    pub json: String,
    /// The error of the JSON textarea.
    pub json_error: Option<String>,
    /// The kept facts of a corrected deal (hidden).
    pub extra: String,
    /// Messages about the whole form.
    pub general: Vec<String>,
    /// Whether it is a fresh form showing only what the table knows: its folds stay
    /// closed (a pre-filled dealer is no reason to open "Dealing").
    pub fresh: bool,
}

/// A run of fields drawn together: plain, under a legend, or folded away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormSection {
    /// The legend or the fold's title (empty: drawn plain).
    pub title: String,
    /// Whether it is folded away (a `details`).
    pub folded: bool,
    /// Whether a fold is open (one of its fields is filled or wrong).
    pub open: bool,
    /// Whether it is one player's declarations (drawn two fields a row).
    pub player: bool,
    /// Its fields.
    pub fields: Vec<FieldView>,
    /// A player's further list slots (his second and later sequences and sets), folded
    /// inside his group unless one is filled or wrong.
    pub extra: Vec<FieldView>,
}

impl FormSection {
    /// Whether the further slots are shown unfolded.
    pub fn extra_open(&self) -> bool {
        self.extra
            .iter()
            .any(|f| f.error.is_some() || f.has_value())
    }
}

impl DealFormView {
    /// The form for `fields`, showing `entries` (what was typed, or a stored deal via
    /// [`entries_from_deal`](super::entries_from_deal)) and `errors`.
    pub fn new(
        t: Tr,
        fields: &[Field],
        players: &[String],
        entries: &Entries,
        errors: &FormErrors,
    ) -> Self {
        // A fresh form shows what the table already knows (the dealer...).
        let fresh = entries.is_empty();
        let defaults;
        let entries = if entries.is_empty() {
            defaults = field_defaults(fields);
            &defaults
        } else {
            entries
        };
        let views: Vec<FieldView> = fields
            .iter()
            .map(|f| field_view(t, f, players, entries, errors.field(&f.name)))
            .collect();
        let mut form = DealFormView {
            t,
            fields: views,
            json: entries.first(JSON_INPUT).unwrap_or("").to_owned(),
            json_error: errors.field(JSON_INPUT).map(|m| t.msg(m)),
            extra: entries.first(EXTRA_INPUT).unwrap_or("").to_owned(),
            general: errors.general.iter().map(|m| t.msg(m)).collect(),
            fresh,
        };
        // The first field at fault as the page draws it (its sections in order) takes
        // the focus.
        let first = form
            .sections()
            .iter()
            .flat_map(|s| s.fields.iter().chain(&s.extra))
            .find(|f| f.error.is_some())
            .map(|f| f.name.clone());
        if let Some(view) = form
            .fields
            .iter_mut()
            .find(|f| Some(&f.name) == first.as_ref())
        {
            view.autofocus = true;
        }
        form
    }

    /// A fresh form for the next deal: what the table knows and each field's default
    /// (the common contract), never a choice carried from the previous deal.
    pub fn fresh(t: Tr, fields: &[Field], players: &[String]) -> Self {
        let mut form = DealFormView::new(
            t,
            fields,
            players,
            &field_defaults(fields),
            &FormErrors::new(),
        );
        form.fresh = true;
        // The first box to type in takes the focus: its first digit is the first tap.
        if let Some(first) = form.fields.iter_mut().find(|f| {
            f.essential
                && match &f.input {
                    Input::Number { value, .. } => value.is_empty(),
                    Input::PerPlayer { cells, .. } => cells.iter().all(|c| c.value.is_empty()),
                    _ => false,
                }
        }) {
            first.autofocus = true;
        }
        form
    }

    /// The form's sections in order, as the game groups its fields: first the essential
    /// fields that belong to no group; then each named group in the order of its first
    /// field (open when it has essential fields, its other fields folded inside it;
    /// folded whole when it has none); last the other fields under "More", folded.
    /// A fold is open when one of its fields is filled or wrong.
    pub fn sections(&self) -> Vec<FormSection> {
        let section = |title: String, folded: bool| FormSection {
            title,
            folded,
            open: !folded,
            player: false,
            fields: Vec::new(),
            extra: Vec::new(),
        };
        let mut plain = section(String::new(), false);
        let mut groups: Vec<FormSection> = Vec::new();
        let mut more: Vec<FieldView> = Vec::new();
        // What the table knows for sure is not asked on a fresh form: folded first.
        let mut known: Vec<FieldView> = Vec::new();
        for f in &self.fields {
            if self.fresh && f.known && f.error.is_none() {
                known.push(f.clone());
                continue;
            }
            match &f.group {
                None if f.essential => plain.fields.push(f.clone()),
                None => more.push(f.clone()),
                Some(g) => {
                    let at = match groups.iter().position(|s| &s.title == g) {
                        Some(i) => i,
                        None => {
                            groups.push(section(g.clone(), false));
                            groups.len() - 1
                        }
                    };
                    let s = &mut groups[at];
                    if f.essential {
                        s.fields.push(f.clone());
                    } else {
                        s.extra.push(f.clone());
                    }
                }
            }
        }
        let mut out = Vec::new();
        if !known.is_empty() {
            let labels: Vec<&str> = known.iter().map(|f| f.label.as_str()).collect();
            let mut s = section(
                self.t.msg(&msg!("form-known", fields = labels.join(", "))),
                true,
            );
            s.fields = known;
            out.push(s);
        }
        if !plain.fields.is_empty() {
            out.push(plain);
        }
        for mut s in groups {
            if s.fields.is_empty() {
                // Nothing essential: the whole group folded.
                s.fields = std::mem::take(&mut s.extra);
                s.folded = true;
            } else {
                s.player = true;
            }
            out.push(s);
        }
        if !more.is_empty() {
            // A short title: the first few labels, not all of them.
            let mut named: Vec<&str> = more.iter().take(3).map(|f| f.label.as_str()).collect();
            if more.len() > 3 {
                named.push("…");
            }
            let mut s = section(
                self.t.msg(&msg!("form-more", fields = named.join(", "))),
                true,
            );
            s.fields = more;
            out.push(s);
        }
        out.into_iter()
            .map(|mut s| {
                if s.folded {
                    s.open = s
                        .fields
                        .iter()
                        .any(|f| f.error.is_some() || (!self.fresh && f.has_value()));
                }
                // A hint repeated by the slots of a list is said once, on the first.
                let mut said: Vec<String> = Vec::new();
                for f in s.fields.iter_mut().chain(s.extra.iter_mut()) {
                    if let Some(h) = f.help.take() {
                        if !said.contains(&h) {
                            said.push(h.clone());
                            f.help = Some(h);
                        }
                    }
                }
                s
            })
            .collect()
    }

    /// Whether the game gives no form (enter the deal as JSON).
    pub fn json_only(&self) -> bool {
        self.fields.is_empty()
    }

    /// Where the further facts begin: after the last required field.
    fn split(&self) -> usize {
        self.fields
            .iter()
            .rposition(|f| f.required)
            .map_or(self.fields.len(), |i| i + 1)
    }

    /// The fields up to the last required one: what a deal is entered with, shown first.
    pub fn main_fields(&self) -> &[FieldView] {
        self.fields.get(..self.split()).unwrap_or(&[])
    }

    /// The optional fields after the last required one (vole, penalties, dealer...),
    /// folded away on the page unless one is filled or wrong.
    pub fn more_fields(&self) -> &[FieldView] {
        self.fields.get(self.split()..).unwrap_or(&[])
    }

    /// Whether the further facts are shown unfolded.
    pub fn more_open(&self) -> bool {
        self.more_fields()
            .iter()
            .any(|f| f.error.is_some() || f.has_value())
    }

    /// The labels of the further facts, for the fold's title.
    pub fn more_summary(&self) -> String {
        self.more_fields()
            .iter()
            .map(|f| f.label.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// What will be recorded, in one line beside the Record button: the choices of the
    /// deal as they stand (`Sans prendre · Ombre: Bernard`), so that a contract is never
    /// recorded unseen. The page's script says it again after each tap.
    pub fn summary(&self) -> String {
        self.fields
            .iter()
            .filter_map(|f| f.summary_words(self.t))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The pattern of `Label: value` in the page's language, `%l` and `%v` standing for
    /// the two, for the page's script.
    pub fn fact_pattern(&self) -> String {
        self.t.get2("form-fact", "label", "%l", "value", "%v")
    }

    /// Whether anything is wrong.
    pub fn has_errors(&self) -> bool {
        !self.general.is_empty()
            || self.json_error.is_some()
            || self.fields.iter().any(|f| f.error.is_some())
    }
}

/// An HTML id from a field name (`matador_holders.spadille` -> `f-matador_holders-spadille`).
fn html_id(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("f-{safe}")
}

/// Whether a count's range is small enough to be drawn as buttons (0 to 12 at most).
fn few_counts(min: i64, max: i64) -> bool {
    min >= 0 && max >= min && max - min < i64::try_from(MAX_BUTTONS).unwrap_or(13)
}

/// The counts of a range, as `(value, label)`.
fn counts(min: i64, max: i64) -> Vec<(String, String)> {
    (min..=max)
        .map(|n| (n.to_string(), n.to_string()))
        .collect()
}

/// The choices of a field with the current one marked: a blank choice first (an
/// optional field's "none", or a required one not yet chosen), and a current value no
/// choice offers kept visible so that it is not silently dropped.
fn options_of(required: bool, choices: Vec<(String, String)>, current: &str) -> Vec<SelectOption> {
    let current = current.trim();
    let mut options = Vec::with_capacity(choices.len() + 2);
    if !required || current.is_empty() {
        options.push(SelectOption {
            value: String::new(),
            label: "—".to_owned(),
            selected: current.is_empty(),
        });
    }
    let known = choices.iter().any(|(v, _)| v == current);
    options.extend(choices.into_iter().map(|(value, label)| SelectOption {
        selected: value == current,
        value,
        label,
    }));
    if !known && !current.is_empty() {
        options.push(SelectOption {
            value: current.to_owned(),
            label: current.to_owned(),
            selected: true,
        });
    }
    options
}

/// A choice among `choices`: buttons when they are few, else a select.
fn choose(required: bool, choices: Vec<(String, String)>, current: &str) -> Input {
    let few = choices.len() <= MAX_BUTTONS;
    let options = options_of(required, choices, current);
    if few {
        Input::Buttons(options)
    } else {
        Input::Select(options)
    }
}

fn field_view(
    t: Tr,
    field: &Field,
    players: &[String],
    entries: &Entries,
    error: Option<&Msg>,
) -> FieldView {
    let name = field.name.as_str();
    let id = html_id(name);
    let current = entries.first(name).unwrap_or("");
    let input = match &field.kind {
        FieldKind::Player => choose(
            field.required,
            players.iter().map(|p| (p.clone(), p.clone())).collect(),
            current,
        ),
        FieldKind::Choice { options } => choose(
            field.required,
            options.iter().map(|(v, l)| (v.clone(), t.msg(l))).collect(),
            current,
        ),
        FieldKind::Players => {
            let ticked = entries.all(name);
            Input::Checkboxes(
                players
                    .iter()
                    .enumerate()
                    .map(|(seat, p)| Cell {
                        name: name.to_owned(),
                        id: format!("{id}-{seat}"),
                        label: p.clone(),
                        value: p.clone(),
                        checked: ticked.iter().any(|t| t.trim() == p),
                    })
                    .collect(),
            )
        }
        FieldKind::Choices { options } => {
            let ticked = entries.all(name);
            Input::Checkboxes(
                options
                    .iter()
                    .enumerate()
                    .map(|(i, (value, label))| Cell {
                        name: name.to_owned(),
                        id: format!("{id}-{i}"),
                        label: t.msg(label),
                        value: value.clone(),
                        checked: ticked.iter().any(|t| t.trim() == value),
                    })
                    .collect(),
            )
        }
        FieldKind::Count { min, max } if few_counts(*min, *max) => {
            Input::Buttons(options_of(field.required, counts(*min, *max), current))
        }
        FieldKind::Count { min, max } => Input::Number {
            value: current.to_owned(),
            min: *min,
            max: *max,
        },
        FieldKind::PerPlayer { min, max } if few_counts(*min, *max) => Input::PerPlayerButtons(
            players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let input = per_player_input(name, seat);
                    ButtonRow {
                        label: p.clone(),
                        id: format!("{id}-{seat}"),
                        // Any box may be left blank (derived, or no entry for him).
                        options: options_of(
                            false,
                            counts(*min, *max),
                            entries.first(&input).unwrap_or(""),
                        ),
                        name: input,
                    }
                })
                .collect(),
        ),
        FieldKind::PerPlayer { min, max } => Input::PerPlayer {
            cells: players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let input = per_player_input(name, seat);
                    Cell {
                        value: entries.first(&input).unwrap_or("").to_owned(),
                        name: input,
                        id: format!("{id}-{seat}"),
                        label: p.clone(),
                        checked: false,
                    }
                })
                .collect(),
            min: *min,
            max: *max,
        },
        FieldKind::Flag => Input::Flag(!matches!(current.trim(), "" | "false" | "off")),
        FieldKind::Text => Input::Text(current.to_owned()),
        FieldKind::Json => Input::Json(current.to_owned()),
    };
    FieldView {
        name: name.to_owned(),
        id,
        label: t.msg(&field.label),
        help: field.help.as_ref().map(|h| t.msg(h)),
        required: field.required,
        essential: field.essential,
        group: field.group.as_ref().map(|g| t.msg(g)),
        input,
        error: error.map(|m| t.msg(m)),
        autofocus: false,
        known: field.known && field.default.is_some(),
        summary: summary_part(field),
    }
}

/// `words` without a last explanation in brackets (`Ask (call a king)` -> `Ask`): what the
/// Record bar's one line says. The page's script cuts the same way.
fn short(words: &str) -> &str {
    match words.find(" (") {
        Some(at) if words.ends_with(')') && at > 0 => &words[..at],
        _ => words,
    }
}

/// How `field` is said beside the Record button ([`FieldView::summary`]): the choices of
/// the common deal that are not folded away (the contract, the ombre, a suit, a flag).
fn summary_part(field: &Field) -> &'static str {
    if !field.essential || field.group.is_some() || (field.known && field.default.is_some()) {
        return "";
    }
    match field.kind {
        FieldKind::Choice { .. } => "value",
        FieldKind::Player => "labelled",
        FieldKind::Flag => "flag",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::forms::fixtures::*;
    use crate::web::forms::parse_deal;
    #[test]
    fn the_view_keeps_what_was_typed_and_shows_each_error() {
        let pairs = with(good_deal(), &[("matadors", "lots")]);
        let fields = quadrille_fields();
        let e = entries(&pairs);
        let errors = parse_deal(&fields, &players(), &e).unwrap_err();
        let view = DealFormView::new(t(), &fields, &players(), &e, &errors);
        assert!(view.has_errors());
        // A small count is drawn as buttons; what was typed stays, selected.
        let matadors = view.fields.iter().find(|f| f.name == "matadors").unwrap();
        let Input::Buttons(options) = &matadors.input else {
            panic!("matadors are buttons: {:?}", matadors.input)
        };
        assert_eq!(options.len(), 13 + 1, "0 to 12, and the typed value");
        assert!(options.iter().any(|o| o.selected && o.value == "lots"));
        assert_eq!(
            matadors.error.as_deref(),
            Some("\"lots\" is not a whole number")
        );
        assert!(
            matadors.autofocus,
            "the first field at fault takes the focus"
        );
        let ombre = view.fields.iter().find(|f| f.name == "ombre").unwrap();
        let Input::Buttons(options) = &ombre.input else {
            panic!("ombre is a row of buttons")
        };
        assert_eq!(
            options.iter().filter(|o| o.selected).count(),
            1,
            "{options:?}"
        );
        assert!(options.iter().any(|o| o.selected && o.value == "Bertrand"));
        let tricks = view.fields.iter().find(|f| f.name == "tricks").unwrap();
        let Input::PerPlayerButtons(rows) = &tricks.input else {
            panic!("tricks are a row of buttons per player")
        };
        let typed: Vec<_> = rows
            .iter()
            .map(|r| {
                r.options
                    .iter()
                    .find(|o| o.selected)
                    .map_or("", |o| o.value.as_str())
            })
            .collect();
        assert_eq!(typed, ["3", "4", "2", "1"]);
        assert_eq!(rows[2].name, "tricks[2]");
        assert_eq!(rows[2].label, "Céline");
    }

    #[test]
    fn a_fresh_form_opens_on_the_defaults() {
        let fields = vec![
            Field::new(
                "contract",
                "Contract",
                FieldKind::Choice {
                    options: vec![
                        ("ask".into(), crate::msg!("text", text = "Ask")),
                        ("alone".into(), crate::msg!("text", text = "Alone")),
                    ],
                },
                true,
            )
            .with_default("ask"),
            Field::new("ombre", "Ombre", FieldKind::Player, true),
            Field::new("tour", "Tour", FieldKind::Count { min: 1, max: 999 }, true),
        ];
        let view = DealFormView::fresh(t(), &fields, &players());
        let Input::Buttons(contract) = &view.fields[0].input else {
            panic!("contracts are buttons")
        };
        let chosen: Vec<&str> = contract
            .iter()
            .filter(|o| o.selected)
            .map(|o| o.value.as_str())
            .collect();
        assert_eq!(chosen, ["ask"], "the common contract, and it alone");
        let Input::Buttons(ombre) = &view.fields[1].input else {
            panic!("players are buttons")
        };
        assert!(ombre.iter().all(|o| !o.selected || o.value.is_empty()));
        assert!(view.fields[2].autofocus, "the first box to type in");
    }

    #[test]
    fn fields_are_drawn_in_the_groups_the_game_gives() {
        let count = FieldKind::Count { min: 0, max: 99 };
        let anne = || crate::msg!("text", text = "Anne declares");
        let laws = || crate::msg!("text", text = "Laws");
        let fields = vec![
            Field::new("elder", "Elder", FieldKind::Player, true),
            Field::new("point.Anne.cards", "Point", count.clone(), false)
                .in_group(anne())
                .essential(true)
                .with_help("a hint"),
            Field::new("sequences.Anne[0].len", "Sequence 1", count.clone(), false)
                .in_group(anne())
                .essential(true)
                .with_help("the same hint"),
            Field::new("sequences.Anne[1].len", "Sequence 2", count.clone(), false)
                .in_group(anne())
                .with_help("the same hint"),
            Field::new("play.order", "Order", FieldKind::Text, false),
            Field::new("penalties[0].law", "Law", FieldKind::Text, false).in_group(laws()),
        ];
        let players = vec!["Anne".to_owned(), "Denis".to_owned()];
        let typed = entries(&[("penalties[0].law", "III")]);
        let view = DealFormView::new(t(), &fields, &players, &typed, &FormErrors::new());
        let sections = view.sections();
        let titles: Vec<&str> = sections.iter().map(|s| s.title.as_str()).collect();
        assert_eq!(titles, ["", "Anne declares", "Laws", "More: Order"]);
        let anne = &sections[1];
        assert!(anne.player && !anne.folded);
        assert_eq!(anne.fields.len(), 2);
        assert_eq!(anne.fields[1].help.as_deref(), Some("the same hint"));
        assert_eq!(
            anne.extra[0].name, "sequences.Anne[1].len",
            "others fold inside"
        );
        assert_eq!(anne.extra[0].help, None, "said once");
        assert!(!anne.extra_open());
        assert!(
            sections[2].folded && sections[2].open,
            "a filled fold is open"
        );
        assert!(sections[3].folded && !sections[3].open);
    }

    #[test]
    fn the_optional_fields_after_the_last_required_one_fold_away() {
        let fields = quadrille_fields();
        let view = DealFormView::new(
            t(),
            &fields,
            &players(),
            &Entries::default(),
            &FormErrors::new(),
        );
        let main: Vec<_> = view.main_fields().iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            main,
            ["contract", "ombre", "partner", "trump", "tricks", "matadors"]
        );
        assert_eq!(view.more_fields().len(), fields.len() - main.len());
        assert!(!view.more_open());
        assert!(view
            .more_summary()
            .starts_with("Vole undertaken, Spadille held by"));

        let typed = entries(&[("note", "x")]);
        let view = DealFormView::new(t(), &fields, &players(), &typed, &FormErrors::new());
        assert!(view.more_open(), "a filled further fact is shown");
        let mut errors = FormErrors::new();
        errors.add("penalties", "bad");
        let view = DealFormView::new(t(), &fields, &players(), &Entries::default(), &errors);
        assert!(view.more_open(), "a wrong further fact is shown");
    }

    #[test]
    fn an_unknown_value_stays_visible_in_its_select() {
        let fields = quadrille_fields();
        let view = DealFormView::new(
            t(),
            &fields,
            &players(),
            &entries(&[("ombre", "Zoé")]),
            &FormErrors::new(),
        );
        let Input::Buttons(options) = &view.fields[1].input else {
            panic!("ombre is a row of buttons")
        };
        assert!(options.iter().any(|o| o.selected && o.value == "Zoé"));
    }
}
