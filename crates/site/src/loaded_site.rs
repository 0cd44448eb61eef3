//! A site read from disk and checked ([`LoadedSite`]): configuration, localization, theme
//! templates and content, loaded together; everything the rendering and checking crates need.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::config::SiteConfig;
use crate::content::{self, LoadOptions};
use crate::diagnostics::Diagnostics;
use crate::l10n::{L10n, LanguageSpec};
use crate::rankings::Rankings;
use crate::site_files::SiteRoot;
use crate::templates::Templates;

/// Which drives' PDFs the output being written will hold (`iopress pdf` writes them into its
/// `pdf/<lang>/<drive>.pdf`), so that drive pages link to those and to no other.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum PublishedPdfs {
    /// None: what `iopress build` writes without `[pdf] publish = true`, and the preview.
    #[default]
    None,
    /// Every drive's, in every language its page is published in: `[pdf] publish = true`,
    /// whose deployment runs `iopress pdf`.
    All,
    /// Those `iopress pdf` prints after its build: (language, drive id).
    Only(std::collections::BTreeSet<(String, String)>),
}

impl PublishedPdfs {
    /// As site.toml says: every drive's with `[pdf] publish = true`, else none.
    pub fn of(config: &SiteConfig) -> PublishedPdfs {
        if config.pdf.publish {
            PublishedPdfs::All
        } else {
            PublishedPdfs::None
        }
    }

    /// Whether the PDF of `drive` in `lang` is among them (for a drive page published in
    /// `lang`).
    pub fn includes(&self, lang: &str, drive: &str) -> bool {
        match self {
            PublishedPdfs::None => false,
            PublishedPdfs::All => true,
            PublishedPdfs::Only(pdfs) => pdfs.contains(&(lang.to_string(), drive.to_string())),
        }
    }
}

/// A site read from disk and checked: everything rendering needs. `iopress build` loads
/// one and renders it once; the preview server keeps one and updates it as files change.
pub struct LoadedSite {
    pub root: PathBuf,
    pub config: SiteConfig,
    pub theme_dir: PathBuf,
    pub l10n: Arc<L10n>,
    pub templates: Templates,
    pub content: content::SiteContent,
    pub drafts: bool,
    /// The PDFs the output will hold, which drive pages link to: as site.toml says, unless
    /// the command knows better (`iopress pdf`, the preview).
    pub pdfs: PublishedPdfs,
    /// Whether drives' print pages are written, and linked from their drive pages: they are
    /// what the PDFs are printed from, so a build writes them only when its output will hold
    /// PDFs (`[pdf] publish = true`, or `iopress pdf`'s own build); the preview always.
    pub print_pages: bool,
    /// The rankings of `content`, made on first use and kept until [`LoadedSite::forget_rankings`]
    /// (the preview renders again after every save; most saves change no figure).
    rankings: std::sync::OnceLock<Arc<Rankings>>,
}

impl LoadedSite {
    /// Loads the whole site. Warnings come back with it; any error fails the load, with
    /// every problem found (not only the first).
    pub fn load(
        root: &Path,
        base_url: Option<&str>,
        drafts: bool,
    ) -> Result<(LoadedSite, Diagnostics), Diagnostics> {
        let mut config =
            SiteConfig::load(root).map_err(|errors| errors.into_iter().collect::<Diagnostics>())?;
        let mut problems = Diagnostics::new();
        problems.extend(config.notes.iter().cloned());
        // A URL given for this load (`--base-url`, the preview's own address) is what pages
        // publish: site.toml's placeholder then does no harm.
        match base_url {
            Some(base_url) => config.base_url = base_url.trim_end_matches('/').to_string(),
            None => problems.extend(config.placeholder_base_url_warning(root)),
        }
        // SiteConfig::load has checked that it exists.
        let theme_dir = config.theme_dir(root);
        let l10n = match load_l10n(root, &config, &theme_dir) {
            Ok((l10n, warnings)) => {
                problems.extend(warnings);
                Some(l10n)
            }
            Err(errors) => {
                problems.extend(errors);
                None
            }
        };
        let templates = match Templates::load(&theme_dir, root, &config.template_env) {
            Ok(t) => Some(t),
            Err(errors) => {
                problems.extend(errors);
                None
            }
        };
        let (content, content_problems) = content::load(root, &config, LoadOptions { drafts });
        problems.extend(content_problems);
        match (l10n, templates) {
            (Some(l10n), Some(templates)) if !problems.has_errors() => Ok((
                LoadedSite {
                    root: root.to_path_buf(),
                    pdfs: PublishedPdfs::of(&config),
                    print_pages: config.pdf.publish,
                    config,
                    theme_dir,
                    l10n,
                    templates,
                    content,
                    drafts,
                    rankings: Default::default(),
                },
                problems,
            )),
            _ => Err(problems),
        }
    }

    pub fn reload_templates(&mut self) -> Result<(), Diagnostics> {
        self.templates = Templates::load(&self.theme_dir, &self.root, &self.config.template_env)
            .map_err(|e| e.into_iter().collect::<Diagnostics>())?;
        Ok(())
    }

    pub fn reload_l10n(&mut self) -> Result<Diagnostics, Diagnostics> {
        let (l10n, warnings) = load_l10n(&self.root, &self.config, &self.theme_dir)?;
        self.l10n = l10n;
        Ok(warnings)
    }

    pub fn load_options(&self) -> LoadOptions {
        LoadOptions { drafts: self.drafts }
    }

    /// The rankings of the content as it is: computed once, kept until the content changes
    /// in a way that can change them.
    pub fn rankings(&self) -> Arc<Rankings> {
        Arc::clone(self.rankings.get_or_init(|| Arc::new(Rankings::compute(&self.content))))
    }

    /// Says that `content` changed in what rankings are made of (results, the drives a review
    /// names, which reviews exist): the next render computes them again.
    pub fn forget_rankings(&mut self) {
        self.rankings.take();
    }
}

fn load_l10n(
    root: &Path,
    config: &SiteConfig,
    theme_dir: &Path,
) -> Result<(Arc<L10n>, Diagnostics), Diagnostics> {
    let languages: Vec<LanguageSpec> = config
        .languages
        .iter()
        .map(|l| LanguageSpec {
            code: l.code.clone(),
            locale: l.locale().to_string(),
            draft: l.is_draft(),
        })
        .collect();
    let ftl_dirs = [theme_dir.join("i18n"), root.join("i18n")];
    // Strings are read from these folders and their language subfolders: a link anywhere
    // among them that leads out of the site is an error, and nothing is read through it.
    let site = SiteRoot::new(root);
    let mut outside = Diagnostics::new();
    for dir in &ftl_dirs {
        site.files(dir, &mut outside);
    }
    if outside.has_errors() {
        return Err(outside);
    }
    L10n::load(&languages, &config.default_language, &ftl_dirs)
        .map(|(l10n, warnings)| (Arc::new(l10n), warnings))
}
