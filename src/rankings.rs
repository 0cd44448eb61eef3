//! Like with like: every result ranked only against results of the same protocol.
//!
//! A ranking is one metric (and workload, where the protocol has several) of one protocol
//! and one class of tested system (a single drive, a cluster of N nodes, an array), with an
//! entry per review and configuration measured under it, best first: a single drive is never
//! ranked against a cluster. Rankings are computed once per build from the loaded data;
//! pages only display them.

use std::collections::BTreeMap;

use crate::content::{Page, PageKind, SiteContent};
use crate::data::metrics::{Better, Metric};
use crate::data::{Cell, CurveForm, DataNumber, Facet, Family, ReviewData, Role, SystemClass, Table, Unit};

/// One ranked result.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The review's content path.
    pub review: String,
    pub table: String,
    pub config: Option<String>,
    /// What was tested: the class of the configuration's rig, or else of the table's.
    pub class: Option<SystemClass>,
    /// The site's drives the result stands for: its configuration's `drives`, or else its
    /// review's.
    pub drives: Vec<String>,
    pub number: DataNumber,
    pub unit: Unit,
    /// The value in the metric's base unit, for ordering.
    pub base_value: f64,
    /// Position, from 1; equal values share a position.
    pub rank: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    pub protocol: String,
    /// What every entry tested (`None`: rigs that do not say).
    pub class: Option<SystemClass>,
    /// The family of the tables ranked (application results, load-curve peaks, matrices).
    pub family: Family,
    pub metric: &'static Metric,
    pub workload: Option<String>,
    /// Best first.
    pub entries: Vec<Entry>,
}

impl Ranking {
    /// A stable id for anchors and chart file names: `tps`, `peak-iops-rand-read-4k`.
    pub fn slug(&self) -> String {
        let mut slug = match &self.workload {
            Some(workload) => format!("{}-{workload}", self.metric.id),
            None => self.metric.id.to_string(),
        };
        // Prices are ranked per currency: `price-eur` and `price-usd` are two rankings.
        if let Some(currency) = self.currency() {
            slug.push('-');
            slug.push_str(&currency.to_ascii_lowercase());
        }
        // One protocol may rank several classes of system, each on its own.
        if let Some(class) = self.class {
            slug.push('-');
            slug.push_str(&class.id());
        }
        slug
    }

    /// The currency of a ranking of prices (every entry's, as rankings never mix them).
    pub fn currency(&self) -> Option<&'static str> {
        self.entries.first().and_then(|e| e.unit.currency())
    }

    /// Whether the ranking compares more than one review: a ranking of one review's
    /// configurations among themselves says nothing about how its drive compares.
    pub fn spans_reviews(&self) -> bool {
        self.entries.iter().any(|e| e.review != self.entries[0].review)
    }
}

/// All rankings of the site, ordered by protocol, then workload, then metric.
#[derive(Debug, Clone, Default)]
pub struct Rankings {
    pub rankings: Vec<Ranking>,
}

impl Rankings {
    pub fn compute(content: &SiteContent) -> Rankings {
        // (protocol, class, workload, metric order, currency) → the metric, its family, and
        // the entries. Amounts of money are only ranked against amounts in the same currency.
        type Group = (&'static Metric, Family, Vec<Entry>);
        type Key = (String, Option<SystemClass>, Option<String>, usize, Option<&'static str>);
        let mut groups: BTreeMap<Key, Group> = BTreeMap::new();
        for page in content.of_kind(PageKind::Review) {
            let Some(review) = &page.review else { continue };
            for table in &review.tables {
                let Some(protocol) = &table.protocol else { continue };
                for (metric, workload, entry) in entries_of(page, table) {
                    let order = crate::data::metrics::METRICS.iter().position(|m| m.id == metric.id).unwrap_or(usize::MAX);
                    let currency = entry.unit.currency();
                    groups
                        .entry((protocol.clone(), entry.class, workload, order, currency))
                        .or_insert_with(|| (metric, table.family, Vec::new()))
                        .2
                        .push(entry);
                }
            }
        }
        let rankings = groups
            .into_iter()
            .map(|((protocol, class, workload, _, _), (metric, family, mut entries))| {
                sort_entries(&mut entries, metric.better);
                Ranking { protocol, class, family, metric, workload, entries }
            })
            .collect();
        Rankings { rankings }
    }

    /// Where a ranking sits in `rankings`, when it is one of them (not a copy, such as a
    /// comparison's filtered ranking): an index for what callers keep per ranking.
    pub fn position_of(&self, ranking: &Ranking) -> Option<usize> {
        self.rankings.iter().position(|r| std::ptr::eq(r, ranking))
    }

    pub fn of_protocol<'a>(&'a self, protocol: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.rankings.iter().filter(move |r| r.protocol == protocol)
    }

    /// Rankings in which a drive has an entry (as its review's drive or its configuration's).
    pub fn of_drive<'a>(&'a self, drive: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.rankings.iter().filter(move |r| r.entries.iter().any(|e| e.stands_for(drive)))
    }

    /// Rankings in which a review has an entry.
    pub fn of_review<'a>(&'a self, review: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.rankings.iter().filter(move |r| r.entries.iter().any(|e| e.review == review))
    }

    pub fn find(&self, protocol: &str, metric: &str, workload: Option<&str>) -> Option<&Ranking> {
        self.rankings
            .iter()
            .find(|r| r.protocol == protocol && r.metric.id == metric && r.workload.as_deref() == workload)
    }
}

impl Entry {
    fn new(page: &Page, table: &Table, config: Option<String>, number: DataNumber, unit: Unit) -> Entry {
        let review = page.review.as_ref();
        let setup = config.as_deref().and_then(|c| review?.config(c));
        Entry {
            review: page.path.clone(),
            table: table.id.clone(),
            class: review.and_then(|r| class_of(r, table, setup)),
            drives: setup.and_then(|s| s.drives.clone()).unwrap_or_else(|| page.facts.drives.clone()),
            config,
            base_value: unit.to_base(number.value),
            number,
            unit,
            rank: 0,
        }
    }

    /// Whether the result is the drive's (`drive` is a drive's id).
    pub fn stands_for(&self, drive: &str) -> bool {
        self.drives.iter().any(|d| d == drive)
    }
}

/// The parameters that define a protocol, most telling first: where protocols share a name,
/// they are told apart by the first of these that differ.
const DEFINING_FACTS: [&str; 7] = ["vms", "nodes", "working-set", "vdbench-test-area", "block-size", "duration", "data-disks"];

/// For each protocol that shares its display name with another, the labels of the facts
/// that tell it from them (chosen among the group's facts, defining parameters first, until
/// no two of the group read the same); protocols with a name of their own are not listed.
pub fn distinguishing_facts(protocols: &[&crate::data::Protocol]) -> BTreeMap<String, Vec<String>> {
    let mut by_name: BTreeMap<&str, Vec<&crate::data::Protocol>> = BTreeMap::new();
    for protocol in protocols {
        by_name.entry(protocol.name.as_str()).or_default().push(protocol);
    }
    let mut chosen_for = BTreeMap::new();
    for group in by_name.values().filter(|g| g.len() > 1) {
        let value = |p: &crate::data::Protocol, label: &str| p.facts.iter().find(|f| f.label == label).cloned();
        let mut candidates: Vec<&str> = DEFINING_FACTS.to_vec();
        for protocol in group {
            for fact in &protocol.facts {
                if !candidates.contains(&fact.label.as_str()) {
                    candidates.push(&fact.label);
                }
            }
        }
        let distinct = |labels: &[&str]| {
            let keys: Vec<Vec<Option<crate::data::Fact>>> =
                group.iter().map(|p| labels.iter().map(|l| value(p, l)).collect()).collect();
            keys.iter().enumerate().filter(|(i, k)| keys[..*i].contains(k)).count()
        };
        let mut chosen: Vec<&str> = Vec::new();
        for label in candidates {
            let collisions = distinct(&chosen);
            if collisions == 0 {
                break;
            }
            let mut with = chosen.clone();
            with.push(label);
            if distinct(&with) < collisions {
                chosen = with;
            }
        }
        for protocol in group {
            chosen_for.insert(protocol.id.clone(), chosen.iter().map(|l| l.to_string()).collect());
        }
    }
    chosen_for
}

/// The class of what a result tested: its configuration's rig's, or else its table's.
pub fn class_of(review: &ReviewData, table: &Table, config: Option<&crate::data::Config>) -> Option<SystemClass> {
    let rig = config.and_then(|c| c.rig.as_deref()).or(table.rig.as_deref())?;
    review.rig(rig)?.class
}

/// Best first; ties broken by review and configuration so the order never changes between
/// builds. Equal values share a rank (1, 2, 2, 4).
fn sort_entries(entries: &mut [Entry], better: Better) {
    entries.sort_by(|a, b| {
        let by_value = match better {
            Better::Lower => a.base_value.total_cmp(&b.base_value),
            _ => b.base_value.total_cmp(&a.base_value),
        };
        by_value.then_with(|| (&a.review, &a.config).cmp(&(&b.review, &b.config)))
    });
    for index in 0..entries.len() {
        entries[index].rank = if index > 0 && entries[index].base_value == entries[index - 1].base_value {
            entries[index - 1].rank
        } else {
            index + 1
        };
    }
}

/// The rankable results of one table: (metric, workload, entry).
fn entries_of(page: &Page, table: &Table) -> Vec<(&'static Metric, Option<String>, Entry)> {
    let mut found = Vec::new();
    let entry = |row: &[Cell], number: &DataNumber, unit: Unit| {
        let config = table.facet(row, Facet::Config).map(str::to_string);
        Entry::new(page, table, config, number.clone(), unit)
    };
    // Every ranked metric of the rows that stand for a whole configuration: a table of
    // results, or a load curve given as its peaks (one row each). Per-VM rows are not ranked.
    let mut ranked_cells = || {
        for row in &table.data.rows {
            if table.facet(row, Facet::Vm).is_some_and(|vm| vm != crate::data::results::AGGREGATE_VM) {
                continue;
            }
            let workload = table.facet(row, Facet::Workload).map(str::to_string);
            for (index, role) in table.roles.iter().enumerate() {
                let Role::Metric(metric) = role else { continue };
                if metric.better == Better::Neither {
                    continue;
                }
                if let (Cell::Number(number), Some(unit)) = (&row[index], table.data.columns[index].unit) {
                    found.push((*metric, workload.clone(), entry(row, number, unit)));
                }
            }
        }
    };
    match table.family {
        Family::Application | Family::Matrix => ranked_cells(),
        Family::LoadCurve => match crate::data::results::curve_form(&table.roles) {
            Some(CurveForm::Peaks) => ranked_cells(),
            Some(CurveForm::Points) => found.extend(peaks_of_points(page, table)),
            None => {}
        },
        Family::SpecSheet | Family::Table => {}
    }
    found
}

/// For curves given as points, the peak is the point of highest load: ranked by that load
/// (`peak-iops` or `peak-throughput`) and by its latency (`peak-latency`); and the highest
/// load measured under 1 ms is ranked as `sub-ms-until`.
fn peaks_of_points(page: &Page, table: &Table) -> Vec<(&'static Metric, Option<String>, Entry)> {
    let metric_column = |id: &str| table.roles.iter().position(|r| matches!(r, Role::Metric(m) if m.id == id));
    let (Some(load), Some(latency)) = (metric_column("load"), metric_column("latency")) else { return Vec::new() };
    let (Some(load_unit), Some(latency_unit)) = (table.data.columns[load].unit, table.data.columns[latency].unit) else {
        return Vec::new();
    };
    let number = |row: &[Cell], column: usize| match &row[column] {
        Cell::Number(n) => Some(n.clone()),
        _ => None,
    };
    // Curves in the order their rows first appear, each with its points.
    type CurveKey = (Option<String>, Option<String>);
    let mut curves: BTreeMap<CurveKey, Vec<&[Cell]>> = BTreeMap::new();
    for row in &table.data.rows {
        let key = (table.facet(row, Facet::Workload).map(str::to_string), table.facet(row, Facet::Config).map(str::to_string));
        curves.entry(key).or_default().push(row);
    }
    let peak_metric = if load_unit.dimension() == crate::data::units::Dimension::Throughput {
        "peak-throughput"
    } else {
        "peak-iops"
    };
    let one_ms = Unit::parse("ms").expect("ms is a unit").to_base(1.0);
    let entry = |config: &Option<String>, number: DataNumber, unit: Unit| Entry::new(page, table, config.clone(), number, unit);
    let mut found = Vec::new();
    for ((workload, config), rows) in curves {
        let load_of = |row: &&[Cell]| number(row, load).map(|n| n.value).unwrap_or(f64::MIN);
        let Some(peak) = rows.iter().copied().max_by(|a, b| load_of(a).total_cmp(&load_of(b))) else { continue };
        let mut push = |metric_id: &str, value: Option<DataNumber>, unit: Unit| {
            if let (Some(metric), Some(value)) = (crate::data::metrics::find(metric_id), value) {
                found.push((metric, workload.clone(), entry(&config, value, unit)));
            }
        };
        push(peak_metric, number(peak, load), load_unit);
        push("peak-latency", number(peak, latency), latency_unit);
        let under_one_ms = rows
            .iter()
            .filter(|row| number(row, latency).is_some_and(|l| latency_unit.to_base(l.value) < one_ms))
            .max_by(|a, b| load_of(a).total_cmp(&load_of(b)));
        push("sub-ms-until", under_one_ms.and_then(|row| number(row, load)), load_unit);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(review: &str, value: f64) -> Entry {
        Entry {
            review: review.into(),
            table: "t".into(),
            config: None,
            class: None,
            drives: Vec::new(),
            number: DataNumber::from_f64(value),
            unit: Unit::parse("ms").unwrap(),
            base_value: value,
            rank: 0,
        }
    }

    #[test]
    fn lower_is_better_ranks_smallest_first_and_ties_share_a_rank() {
        let mut entries = vec![entry("a", 14.75), entry("b", 3.5), entry("c", 53.0), entry("d", 3.5)];
        sort_entries(&mut entries, Better::Lower);
        let order: Vec<(&str, usize)> = entries.iter().map(|e| (e.review.as_str(), e.rank)).collect();
        assert_eq!(order, [("b", 1), ("d", 1), ("a", 3), ("c", 4)]);
    }

    #[test]
    fn higher_is_better_ranks_largest_first() {
        let mut entries = vec![entry("a", 12610.3), entry("b", 12646.3), entry("c", 11969.1)];
        sort_entries(&mut entries, Better::Higher);
        let order: Vec<&str> = entries.iter().map(|e| e.review.as_str()).collect();
        assert_eq!(order, ["b", "a", "c"]);
    }
}
