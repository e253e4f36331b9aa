//! The API, end to end: the real server on a random port against a fresh database per
//! test. The ledger tests run on SQLite, and on PostgreSQL too when `TEST_DATABASE_URL`
//! is set (each in its own database, dropped afterwards).

mod accounts;
mod accounts_pages;
mod browser;
mod closing;
mod corrections;
mod deals;
mod devices;
mod durability;
mod errors;
mod evening;
mod exports;
mod faults;
mod form_entry;
mod fuzz;
mod games;
mod helpers;
mod i18n;
mod imperiale;
mod ledger;
mod opening;
mod page_model;
mod pages;
mod parties;
mod piquet;
mod rules;
mod scale;
mod security;
mod snapshots;
mod spreadsheet;
mod startup;
mod table;
mod treasurer;
mod words;
