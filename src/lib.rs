//! iopress: a static site generator for multilingual storage-benchmark reviews.
//!
//! This crate is the `iopress` binary's: the command line (`main.rs`) and the commands that
//! drive the library crates. The layers, lowest first (each depends only on those above it
//! in this list; `crates/README.md` draws the picture):
//! - [`charts`] (`iopress-charts`) draws bar charts and load curves as SVG;
//! - [`site`] (`iopress-site`) is the site model and its loading: configuration, content, data,
//!   localization, theme templates, rankings, and the [`LoadedSite`](site::LoadedSite) that
//!   holds them;
//! - [`import`] (`iopress-import`) reads fio, sysbench and CSV output into a review's data;
//! - [`render`] (`iopress-render`) renders a loaded site, indexes it for search and writes it
//!   atomically ([`render::build`] is `iopress build`);
//! - [`check`] (`iopress-check`) checks a site without writing anything (`iopress check`).
//!
//! The modules of this crate, on top of them:
//! - [`serve`] is the live preview (`iopress serve`);
//! - [`mod@print`] prints the drives' print pages to PDF with headless Chromium (`iopress pdf`);
//! - [`new_site`] writes a new site (`iopress init`), and [`new_content`] the files of a new
//!   language, review or drive (`iopress new`);
//! - [`translate`] exports prose to PO or XLIFF with protected placeholders and imports the
//!   translations (`iopress translate`).

pub use iopress_charts as charts;
pub use iopress_check as check;
pub use iopress_import as import;
pub use iopress_render as render;
pub use iopress_site as site;

pub mod new_content;
pub mod new_site;
pub mod print;
pub mod serve;
pub mod translate;

pub use iopress_render::build::{build_site, BuildOptions, BuildReport};
pub use iopress_site::diagnostics::{Diagnostic, Diagnostics, Severity};
