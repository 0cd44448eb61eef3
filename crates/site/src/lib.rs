//! The site model and its loading: everything iopress reads from a site folder, checked.
//!
//! - [`config`] reads `site.toml`;
//! - [`content`] loads Markdown pages and their front matter, and [`data`] the figures, tables
//!   and units they refer to;
//! - [`l10n`] formats numbers, dates, units and UI strings for each language;
//! - [`markdown`] turns prose into HTML and resolves internal links;
//! - [`rankings`] puts the results measured under each protocol in order;
//! - [`templates`] loads the theme's Tera templates with iopress's functions and filters;
//! - [`LoadedSite`] ties them together: the site as rendering and checking receive it;
//! - [`diagnostics`] are the errors and warnings every step returns, with file, line and
//!   column, [`text_file`] reads the text files an editor writes, and [`site_files`] keeps
//!   every read inside the site folder (a link leading out of it is an error).
//!
//! Nothing here renders or writes: that is `iopress-render`, one layer up.

pub mod config;
pub mod content;
pub mod data;
pub mod diagnostics;
pub mod l10n;
mod loaded_site;
pub mod markdown;
pub mod rankings;
pub mod site_files;
pub mod templates;
pub mod text_file;
pub mod translate;

pub use diagnostics::{Diagnostic, Diagnostics, Severity};
pub use loaded_site::{LoadedSite, PublishedPdfs};
