//! Charts: drawn at build time as SVG with plotters, from specs whose every text is already
//! in the reader's language.
//!
//! [`spec`] says what a chart shows; [`draw`] draws it. Everything about data, units and
//! locales happens before, in `iopress_render::page_charts`; this crate depends on nothing else
//! of iopress, and only lays out and draws.

mod axis;
mod bars;
pub mod card;
pub mod draw;
mod layout;
mod load_curve;
mod palette;
pub mod scripts;
pub mod spec;
mod svg;
pub mod text;

/// How many series a chart tells apart by colour (its palette): a grouped chart of more repeats
/// its colours, its series then told apart by their hatching alone.
pub const SERIES_COLOURS: usize = palette::PALETTE.len();

/// The width every chart is drawn at and the size of its labels, in px of the SVG: a page that
/// prints charts at one width prints their text at one size.
pub use layout::{LABEL_SIZE, WIDTH};
