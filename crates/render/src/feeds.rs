//! Machine-readable views of the site: sitemap, Atom feeds, schema.org JSON-LD.

use serde::Serialize;
use serde_json::json;

use iopress_site::content::{Page, SiteContent};
use iopress_site::data::DriveData;

use super::routes::Routes;

#[derive(Debug, Clone, Serialize)]
pub struct Alternate {
    pub hreflang: String,
    pub href: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SitemapEntry {
    pub loc: String,
    pub lastmod: Option<String>,
    pub alternates: Vec<Alternate>,
}

/// hreflang alternates of a page: each language it is really written in, plus `x-default`.
pub fn alternates(routes: &Routes, page: &Page) -> Vec<Alternate> {
    let own = routes.own_languages(&page.path);
    let mut alternates: Vec<Alternate> = own
        .iter()
        .map(|code| Alternate {
            hreflang: code.to_string(),
            href: routes.permalink(&routes.url(page, code)),
        })
        .collect();
    if let Some(code) = routes.x_default(&own) {
        alternates.push(Alternate {
            hreflang: "x-default".into(),
            href: routes.permalink(&routes.url(page, code)),
        });
    }
    alternates
}

/// Every URL that is a page in its own language (fallbacks are not listed: they point
/// search engines at the original with `rel=canonical`).
pub fn sitemap_entries(routes: &Routes, content: &SiteContent) -> Vec<SitemapEntry> {
    let mut entries = Vec::new();
    for page in content.pages.values() {
        let alternates = alternates(routes, page);
        let lastmod = page.facts.updated.or(page.facts.date).map(|d| d.to_string());
        for code in routes.own_languages(&page.path) {
            entries.push(SitemapEntry {
                loc: routes.permalink(&routes.url(page, code)),
                lastmod: lastmod.clone(),
                alternates: alternates.clone(),
            });
        }
    }
    entries.sort_by(|a, b| a.loc.cmp(&b.loc));
    entries
}

/// The date in the form Atom requires; iopress dates have no time of day.
pub fn rfc3339(date: jiff::civil::Date) -> String {
    format!("{date}T00:00:00Z")
}

/// schema.org Review of Product(s), for search engines.
pub struct JsonLdReview<'a> {
    pub title: &'a str,
    pub summary: Option<&'a str>,
    pub lang: &'a str,
    pub url: &'a str,
    pub authors: &'a [String],
    pub date: Option<jiff::civil::Date>,
    pub updated: Option<jiff::civil::Date>,
    pub drives: Vec<&'a DriveData>,
    pub publisher: &'a str,
}

impl JsonLdReview<'_> {
    /// Serialized for a `<script type="application/ld+json">`: `<` is escaped so that no
    /// string in the data can close the script element.
    pub fn to_script_json(&self) -> String {
        let products: Vec<serde_json::Value> = self
            .drives
            .iter()
            .map(|d| {
                let mut product = json!({ "@type": "Product", "name": d.name });
                if let Some(vendor) = &d.vendor {
                    product["brand"] = json!({ "@type": "Brand", "name": vendor });
                }
                product
            })
            .collect();
        let item = match products.len() {
            1 => products.into_iter().next().unwrap(),
            _ => json!(products),
        };
        let mut review = json!({
            "@context": "https://schema.org",
            "@type": "Review",
            "name": self.title,
            "inLanguage": self.lang,
            "url": self.url,
            "itemReviewed": item,
            "author": self.authors.iter().map(|a| json!({ "@type": "Person", "name": a })).collect::<Vec<_>>(),
            "publisher": { "@type": "Organization", "name": self.publisher },
        });
        if let Some(summary) = self.summary {
            review["description"] = json!(summary);
        }
        if let Some(date) = self.date {
            review["datePublished"] = json!(date.to_string());
        }
        if let Some(updated) = self.updated {
            review["dateModified"] = json!(updated.to_string());
        }
        review.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026")
    }
}

/// One table of a [`JsonLdDataset`]: its caption and where it is downloaded (absolute URLs).
pub struct DatasetTable<'a> {
    pub caption: &'a str,
    pub csv_url: String,
    pub json_url: String,
}

/// schema.org Dataset of a review's results, for search engines and data catalogues: one
/// CSV and one JSON `DataDownload` per table.
pub struct JsonLdDataset<'a> {
    pub name: String,
    pub description: String,
    pub lang: &'a str,
    pub url: &'a str,
    pub date: Option<jiff::civil::Date>,
    pub updated: Option<jiff::civil::Date>,
    pub publisher: &'a str,
    pub drives: Vec<&'a DriveData>,
    /// What the tables measure (their metrics' names), each once.
    pub variables: Vec<String>,
    /// The protocols they were measured under, each once.
    pub techniques: Vec<String>,
    pub tables: Vec<DatasetTable<'a>>,
}

impl JsonLdDataset<'_> {
    /// Serialized like [`JsonLdReview::to_script_json`].
    pub fn to_script_json(&self) -> String {
        let distribution: Vec<serde_json::Value> = self
            .tables
            .iter()
            .flat_map(|t| {
                [("text/csv", "CSV", &t.csv_url), ("application/json", "JSON", &t.json_url)].map(|(format, short, url)| {
                    json!({ "@type": "DataDownload", "name": format!("{} ({short})", t.caption), "encodingFormat": format, "contentUrl": url })
                })
            })
            .collect();
        let mut dataset = json!({
            "@context": "https://schema.org",
            "@type": "Dataset",
            "name": self.name,
            "description": self.description,
            "inLanguage": self.lang,
            "url": self.url,
            "isAccessibleForFree": true,
            "creator": { "@type": "Organization", "name": self.publisher },
            "distribution": distribution,
        });
        if !self.variables.is_empty() {
            dataset["variableMeasured"] = json!(self.variables);
        }
        if !self.techniques.is_empty() {
            dataset["measurementTechnique"] = json!(self.techniques);
        }
        let products: Vec<serde_json::Value> =
            self.drives.iter().map(|d| json!({ "@type": "Product", "name": d.name })).collect();
        if !products.is_empty() {
            dataset["about"] = json!(products);
        }
        if let Some(date) = self.date {
            dataset["datePublished"] = json!(date.to_string());
        }
        if let Some(updated) = self.updated {
            dataset["dateModified"] = json!(updated.to_string());
        }
        dataset.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026")
    }
}
