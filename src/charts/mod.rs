//! Charts: drawn at build time as SVG with plotters, from specs whose every text is already
//! in the reader's language.
//!
//! [`spec`] says what a chart shows; [`render`] draws it. Everything about data, units and
//! locales happens before, in `render::figures`; the chart code only lays out and draws.

mod axis;
mod bars;
mod layout;
mod load_curve;
mod palette;
pub mod render;
pub mod spec;
mod svg;
pub(crate) mod text;
