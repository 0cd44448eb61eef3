//! Social cards' PNG compression: what each of png's compression levels costs and gives on
//! the cards a build wrote (issue 41: the cards' deflate was a third of a prose site's first
//! build; issue 40: their bytes count against the hosts' limits).
//!
//! Run with `cargo bench --bench cards -- OUTPUT` after `iopress build --output OUTPUT`:
//! reads every `card-*.png` under OUTPUT, decodes each to its palette indices once, then
//! writes them all again at each level, unfiltered as iopress writes them, and prints each
//! level's total bytes and CPU time (the fastest of three passes). `--profile dev` works
//! too: png and zlib-rs are optimized in debug builds (Cargo.toml).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A card as iopress wrote it: its size, palette (RGBA) and indices.
struct Card {
    width: u32,
    height: u32,
    palette: Vec<[u8; 4]>,
    indices: Vec<u8>,
}

fn cards_under(folder: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            cards_under(&path, found);
        } else if path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("card-") && n.ends_with(".png"))
        {
            found.push(path);
        }
    }
}

fn decode(path: &Path) -> Option<Card> {
    let file = std::io::BufReader::new(std::fs::File::open(path).ok()?);
    let mut reader = png::Decoder::new(file).read_info().ok()?;
    let info = reader.info();
    // Photos' cards (more than 256 colours) are RGBA and keep their own compression.
    if info.color_type != png::ColorType::Indexed {
        return None;
    }
    let (width, height) = (info.width, info.height);
    // RGB triples, and each colour's alpha where the card has transparency (opaque otherwise).
    let alpha = info.trns.as_deref().unwrap_or(&[]);
    let palette = info
        .palette
        .as_deref()?
        .chunks(3)
        .enumerate()
        .map(|(i, rgb)| [rgb[0], rgb[1], rgb[2], alpha.get(i).copied().unwrap_or(u8::MAX)])
        .collect();
    let mut indices = vec![0; reader.output_buffer_size()?];
    reader.next_frame(&mut indices).ok()?;
    Some(Card { width, height, palette, indices })
}

/// The card written again at `level`, as iopress writes it: its bytes.
fn encode(card: &Card, level: png::Compression) -> usize {
    iopress::render::palette_png_of(card.width, card.height, &card.palette, &card.indices, level)
        .expect("a decoded card encodes")
        .len()
}

fn main() {
    let folder = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .expect("usage: cargo bench --bench cards -- OUTPUT (a built site's output folder)");
    let mut paths = Vec::new();
    cards_under(Path::new(&folder), &mut paths);
    let cards: Vec<Card> = paths.iter().filter_map(|p| decode(p)).collect();
    println!("{} palette cards of {} under {folder}", cards.len(), paths.len());
    println!("| level | bytes | KB a card | time, all cards, one thread | ms a card |\n|---|---:|---:|---:|---:|");
    for (name, level) in [
        ("Fast", png::Compression::Fast),
        ("Balanced", png::Compression::Balanced),
        ("High", png::Compression::High),
    ] {
        let mut best = Duration::MAX;
        let mut total = 0;
        for _ in 0..3 {
            let start = Instant::now();
            total = cards.iter().map(|card| encode(card, level)).sum::<usize>();
            best = best.min(start.elapsed());
        }
        let count = cards.len().max(1) as f64;
        println!(
            "| {name} | {total} | {:.1} | {:.2} s | {:.1} |",
            total as f64 / count / 1000.0,
            best.as_secs_f64(),
            best.as_secs_f64() * 1000.0 / count
        );
    }
}
