//! iopress: a static site generator for multilingual storage-benchmark reviews.
//!
//! The pipeline, one module per step:
//! - [`config`] reads `site.toml`;
//! - [`content`] loads Markdown pages and their front matter, and [`data`] the figures
//!   and units they refer to;
//! - [`l10n`] formats numbers, dates, units and UI strings for each language;
//! - [`markdown`] turns prose into HTML and resolves internal links;
//! - [`render`] fills the theme's templates;
//! - [`search`] indexes the pages for the site's search (Pagefind, a bundle per language);
//! - [`output`] writes the result atomically and never outside the output folder;
//! - [`build`] ties them together and is what the CLI calls;
//! - [`check`] validates a site without writing it (`iopress check`);
//! - [`import`] reads benchmark tools' output (fio) into a review's load-curve data;
//! - [`print`] prints the drives' print pages to PDF with headless Chromium (`iopress pdf`);
//! - [`text_file`] reads the text files an editor writes, reporting bytes that are not UTF-8.

pub mod build;
pub mod charts;
pub mod check;
pub mod config;
pub mod content;
pub mod data;
pub mod diagnostics;
pub mod import;
pub mod init;
pub mod l10n;
pub mod markdown;
pub mod output;
pub mod print;
pub mod rankings;
pub mod render;
pub mod scaffold;
pub mod search;
pub mod serve;
pub mod text_file;

pub use build::{build_site, BuildOptions, BuildReport};
pub use diagnostics::{Diagnostic, Diagnostics, Severity};
