//! `iopress init`: a new site that builds, with one sample review in two languages.

use std::fs;
use std::path::Path;

use iopress_site::diagnostics::Diagnostic;

include!(concat!(env!("OUT_DIR"), "/default_theme.rs"));

const SITE_TOML: &str = r#"base_url = "https://example.org"   # a placeholder until you set the URL the site is published under
theme = "default"
default_language = "en"
default_language_at_root = true
missing_translations = "fallback"

[[languages]]
code = "en"
name = "English"
locale = "en"
title = "My Storage Lab"
description = "Storage reviews"

[[languages]]
code = "fr"
name = "Français"
locale = "fr"
title = "Mon labo stockage"
description = "Tests de stockage"
"#;

// The home page's title is the site's, from site.toml: written once, it cannot drift from the
// title every page's header shows.
const HOME_EN: &str = "+++\n# The title is the site's: `title` of this language in site.toml.\n+++\nReviews of drives, measured and published in every language.\n";
const HOME_FR: &str = "+++\n# Le titre est celui du site : `title` de cette langue dans site.toml.\n+++\nDes tests de disques, mesurés une fois et publiés dans chaque langue.\n";

const REVIEW_EN: &str = r#"+++
title = "Example NVMe drive, first look"
summary = "A sample review: the figures live in data.toml and results.csv."
date = 2026-11-29
authors = ["Your Name"]
tags = ["NVMe"]
drives = ["example-drive"]
pros = ["Fast random reads"]
cons = ["Runs warm"]

[disclosure]
kind = "independent"

[captions]
results = "Peak results"
+++

## What we tested

Write the prose here, in words. The figures come from the data files next to this one,
so every language shows the same numbers, formatted for its readers.

See the [drive's page](@/drives/example-drive).
"#;

const REVIEW_FR: &str = r#"+++
title = "Disque NVMe d'exemple, premier essai"
summary = "Un test d'exemple : les chiffres sont dans data.toml et results.csv."
authors = ["Votre nom"]
pros = ["Lectures aléatoires rapides"]
cons = ["Chauffe un peu"]

[captions]
results = "Résultats de pointe"
+++

## Ce que nous avons testé

Écrivez le texte ici, avec des mots. Les chiffres viennent des fichiers de données voisins :
chaque langue montre les mêmes valeurs, formatées pour ses lecteurs.

Voir la [page du disque](@/drives/example-drive).
"#;

const REVIEW_DATA: &str = r#"[[rig]]
id = "bench"
name = "Example test server"
facts = [
  { label = "cpu", count = 2, text = "Example CPU", specs = [{ value = 2.7, unit = "GHz" }, { value = 18, unit = "cores" }] },
  { label = "memory", specs = [{ value = 384, unit = "GB" }] },
]

[[table]]
id = "results"
file = "results.csv"
family = "load-curve"
protocol = "example-fio-4k"
rig = "bench"
"#;

const RESULTS_CSV: &str = "workload,peak-iops [IOPS],peak-latency [ms]\nrand-read-4k,442089,4.8\nrand-write-4k,196027,7\n";

const PROTOCOLS_TOML: &str = r#"# Every test the site's results were measured with. Results are ranked only within one.
[[protocol]]
id = "example-fio-4k"
name = "example-fio-4k"
facts = [
  { label = "threads", specs = [{ value = 4, unit = "count" }] },
  { label = "duration", specs = [{ value = 60, unit = "s" }] },
]
"#;

const LABELS_EN: &str = "label-example-fio-4k = fio, 4K random I/O\n";
const LABELS_FR: &str = "label-example-fio-4k = fio, E/S aléatoires 4K\n";

const DRIVE_TOML: &str = r#"[drive]
name = "Example NVMe drive"
vendor = "Example Corp"
facts = [
  { label = "interface", text = "PCIe 4.0 x4, NVMe 1.4" },
  { label = "warranty", specs = [{ value = 5, unit = "years" }] },
]

[[table]]
id = "specs"
file = "specs.csv"
family = "spec-sheet"
transpose = true
"#;

const SPECS_CSV: &str =
    "capacity [TB],seq-read [MB/s],rand-read [IOPS]\n1.92,6800,1000000\n3.84,6800,1100000\n";

/// Writes a new site into `dir`, which must not exist or be empty.
pub fn create_site(dir: &Path) -> Result<(), Diagnostic> {
    if dir.exists() && fs::read_dir(dir).map(|mut d| d.next().is_some()).unwrap_or(true) {
        return Err(Diagnostic::error(format!(
            "{} already exists and is not empty",
            dir.display()
        ))
        .with_help("choose a new folder name"));
    }
    let mut files: Vec<(String, &[u8])> = vec![
        ("site.toml".into(), SITE_TOML.as_bytes()),
        (".gitignore".into(), b"/output/\n"),
        ("content/_index.en.md".into(), HOME_EN.as_bytes()),
        ("content/_index.fr.md".into(), HOME_FR.as_bytes()),
        ("content/reviews/example-review/index.en.md".into(), REVIEW_EN.as_bytes()),
        ("content/reviews/example-review/index.fr.md".into(), REVIEW_FR.as_bytes()),
        ("content/reviews/example-review/data.toml".into(), REVIEW_DATA.as_bytes()),
        ("content/reviews/example-review/results.csv".into(), RESULTS_CSV.as_bytes()),
        ("content/protocols.toml".into(), PROTOCOLS_TOML.as_bytes()),
        ("i18n/en/site.ftl".into(), LABELS_EN.as_bytes()),
        ("i18n/fr/site.ftl".into(), LABELS_FR.as_bytes()),
        ("content/drives/example-drive/drive.toml".into(), DRIVE_TOML.as_bytes()),
        ("content/drives/example-drive/specs.csv".into(), SPECS_CSV.as_bytes()),
    ];
    files.extend(
        DEFAULT_THEME.iter().map(|(path, bytes)| (format!("themes/default/{path}"), *bytes)),
    );
    for (path, bytes) in files {
        let target = dir.join(&path);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| {
                Diagnostic::error(format!("cannot create {}: {e}", parent.display()))
            })?;
        }
        fs::write(&target, bytes)
            .map_err(|e| Diagnostic::error(format!("cannot write {}: {e}", target.display())))?;
    }
    Ok(())
}
