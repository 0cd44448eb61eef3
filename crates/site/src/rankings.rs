//! Like with like: every result ranked only against results of the same protocol.
//!
//! A ranking is one metric (and workload, where the protocol has several) of one protocol
//! and one class of tested system (a single drive, a cluster of N nodes, an array), with an
//! entry per review and configuration measured under it, best first: a single drive is never
//! ranked against a cluster. Rankings are computed once per build from the loaded data;
//! pages only display them.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use rayon::prelude::*;

use crate::content::{Page, PageKind, SiteContent};
use crate::data::metrics::{Better, Metric};
use crate::data::{
    Cell, CurveForm, DataNumber, Facet, Family, ReviewData, Role, SystemClass, Table, Unit,
};

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
    /// Position, from 1; results within the protocol's tolerance of the first of a group (or
    /// equal at the precision they were measured) share its position.
    pub rank: usize,
    /// Whether its review has other entries in the same ranking (several configurations):
    /// pages then name it by its configuration rather than by its drives. Set by
    /// [`Rankings`] over the whole ranking; a ranking made with [`Ranking::with_entries`] keeps
    /// its entries' flags, so an entry is named alike wherever it is shown.
    pub shares_review: bool,
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
    /// Whether its protocol ranks this metric (`ranks` in protocols.toml): when not, the
    /// entries are results shown side by side, in order, with no position claimed.
    pub ranked: bool,
    /// The protocol's run-to-run tolerance, in percent, that the ranks were made with.
    pub tolerance: f64,
    /// Its place among the site's rankings, set by [`Rankings`]; `None` for a ranking made
    /// from one with other entries ([`Ranking::with_entries`]). What pages keep per ranking,
    /// and where a drive's or a review's entries are, is looked up by it.
    pub position: Option<usize>,
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

    /// The same ranking of other entries (a comparison's two), without copying its own.
    pub fn with_entries(&self, entries: Vec<Entry>) -> Ranking {
        Ranking {
            protocol: self.protocol.clone(),
            class: self.class,
            family: self.family,
            metric: self.metric,
            workload: self.workload.clone(),
            entries,
            ranked: self.ranked,
            tolerance: self.tolerance,
            position: None,
        }
    }

    /// Whether it ranks anything: its protocol ranks its metric, and it compares more than
    /// one review (a review's configurations among themselves are results, not a ranking).
    pub fn ranks(&self) -> bool {
        self.ranked && self.spans_reviews()
    }

    /// The positions of the other entries sharing the rank of the entry at `index` (level
    /// within the tolerance or the precision measured), in order. Entries are ordered by
    /// rank, so those are its neighbours: found without looking at every entry (a ranking of
    /// a large site has thousands, and every page of one of them asks).
    pub fn level_with(&self, index: usize) -> impl Iterator<Item = usize> {
        let rank = self.entries[index].rank;
        let first = self.entries[..index].iter().rposition(|e| e.rank != rank).map_or(0, |i| i + 1);
        let end = self.entries[index..]
            .iter()
            .position(|e| e.rank != rank)
            .map_or(self.entries.len(), |i| index + i);
        (first..end).filter(move |&i| i != index)
    }

    /// The largest value ranked, in the base unit (at least 0): the entries are ordered by
    /// value, so it is at one end.
    pub fn max_base_value(&self) -> f64 {
        let ends = self.entries.first().into_iter().chain(self.entries.last());
        ends.map(|e| e.base_value).fold(0.0, f64::max)
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
    /// Where each drive and each review stands: by drive id (or review path), the rankings
    /// it has entries in (by position in `rankings`, in order) and those entries' positions.
    /// Pages look their own entries up here: scanning every entry of every ranking for each
    /// page made the build grow with the square of the site.
    by_drive: HashMap<String, Vec<(usize, Vec<usize>)>>,
    by_review: HashMap<String, Vec<(usize, Vec<usize>)>>,
}

impl Rankings {
    pub fn compute(content: &SiteContent) -> Rankings {
        // (protocol, class, workload, metric order, currency) → the metric, its family, and
        // the entries. Amounts of money are only ranked against amounts in the same currency.
        // Keys borrow from the content: a large site has tens of thousands of entries.
        type Key<'c> = (&'c str, Option<SystemClass>, Option<&'c str>, usize, Option<&'static str>);
        type Group = (&'static Metric, Family, Vec<Entry>);
        let reviews: Vec<&Page> = content.of_kind(PageKind::Review).collect();
        // Each review's entries on its own (in parallel: each makes its entries' strings),
        // then grouped in the reviews' order, so that the result does not depend on threads.
        let per_review: Vec<Vec<(Key<'_>, &'static Metric, Family, Entry)>> = reviews
            .par_iter()
            .map(|page| {
                let mut found = Vec::new();
                for table in page.review.iter().flat_map(|review| &review.tables) {
                    let Some(protocol) = &table.protocol else { continue };
                    for (metric, workload, entry) in entries_of(page, table) {
                        let order = crate::data::metrics::METRICS
                            .iter()
                            .position(|m| m.id == metric.id)
                            .unwrap_or(usize::MAX);
                        let key = (
                            protocol.as_str(),
                            entry.class,
                            workload,
                            order,
                            entry.unit.currency(),
                        );
                        found.push((key, metric, table.family, entry));
                    }
                }
                found
            })
            .collect();
        let mut groups: BTreeMap<Key<'_>, Group> = BTreeMap::new();
        for (key, metric, family, entry) in per_review.into_iter().flatten() {
            groups.entry(key).or_insert_with(|| (metric, family, Vec::new())).2.push(entry);
        }
        let protocol_of = |id: &str| {
            content
                .get(&format!("{}/{id}", crate::content::PROTOCOLS_SECTION))
                .and_then(|p| p.protocol.as_ref())
        };
        let rankings: Vec<Ranking> = groups
            .into_par_iter()
            .map(|((protocol, class, workload, _, _), (metric, family, mut entries))| {
                let declared = protocol_of(protocol);
                let tolerance = declared
                    .map(|p| p.tolerance_percent())
                    .unwrap_or(crate::data::DEFAULT_TOLERANCE_PERCENT);
                sort_entries(&mut entries, metric.better, tolerance);
                Ranking {
                    protocol: protocol.to_string(),
                    class,
                    family,
                    metric,
                    workload: workload.map(str::to_string),
                    entries,
                    ranked: declared.is_none_or(|p| p.ranks_metric(metric.id)),
                    tolerance,
                    position: None,
                }
            })
            .collect();
        Rankings::from_rankings(rankings)
    }

    /// The site's rankings, indexed by drive and by review.
    fn from_rankings(mut rankings: Vec<Ranking>) -> Rankings {
        for (position, ranking) in rankings.iter_mut().enumerate() {
            ranking.position = Some(position);
            mark_shared_reviews(&mut ranking.entries);
        }
        let mut by_drive: HashMap<String, Vec<(usize, Vec<usize>)>> = HashMap::new();
        let mut by_review: HashMap<String, Vec<(usize, Vec<usize>)>> = HashMap::new();
        let add = |index: &mut HashMap<String, Vec<(usize, Vec<usize>)>>,
                   key: &str,
                   ranking: usize,
                   entry: usize| {
            // Looked up before inserting: most keys are there already, and `entry` would make
            // a string of each.
            let places = match index.get_mut(key) {
                Some(places) => places,
                None => index.entry(key.to_string()).or_default(),
            };
            match places.last_mut() {
                Some((last, entries)) if *last == ranking => entries.push(entry),
                _ => places.push((ranking, vec![entry])),
            }
        };
        for (r, ranking) in rankings.iter().enumerate() {
            for (e, entry) in ranking.entries.iter().enumerate() {
                add(&mut by_review, &entry.review, r, e);
                for (k, drive) in entry.drives.iter().enumerate() {
                    // A configuration may name one drive twice: its entry counts once.
                    if !entry.drives[..k].contains(drive) {
                        add(&mut by_drive, drive, r, e);
                    }
                }
            }
        }
        Rankings { rankings, by_drive, by_review }
    }

    /// Where a ranking sits in `rankings`, when it is one of them: not one made from it with
    /// other entries, nor a ranking of another site's `Rankings`.
    pub fn position_of(&self, ranking: &Ranking) -> Option<usize> {
        ranking.position.filter(|&p| self.rankings.get(p).is_some_and(|r| std::ptr::eq(r, ranking)))
    }

    pub fn of_protocol<'a>(&'a self, protocol: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.rankings.iter().filter(move |r| r.protocol == protocol)
    }

    /// Rankings in which a drive has an entry (as its review's drive or its configuration's).
    pub fn of_drive<'a>(&'a self, drive: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.places(&self.by_drive, drive).map(|(r, _)| &self.rankings[*r])
    }

    /// Rankings in which a review has an entry.
    pub fn of_review<'a>(&'a self, review: &'a str) -> impl Iterator<Item = &'a Ranking> {
        self.places(&self.by_review, review).map(|(r, _)| &self.rankings[*r])
    }

    /// The positions of a drive's entries in `ranking`, ascending.
    pub fn drive_entries<'a>(&'a self, ranking: &Ranking, drive: &str) -> Cow<'a, [usize]> {
        self.entries_in(&self.by_drive, ranking, drive, &|e| e.stands_for(drive))
    }

    /// The positions of a review's entries in `ranking`, ascending.
    pub fn review_entries<'a>(&'a self, ranking: &Ranking, review: &str) -> Cow<'a, [usize]> {
        self.entries_in(&self.by_review, ranking, review, &|e| e.review == review)
    }

    fn places<'a>(
        &'a self,
        index: &'a HashMap<String, Vec<(usize, Vec<usize>)>>,
        key: &str,
    ) -> std::slice::Iter<'a, (usize, Vec<usize>)> {
        index.get(key).map(|places| places.iter()).unwrap_or_default()
    }

    /// From the index when `ranking` is one of the site's; a ranking made from one (a
    /// comparison's pair of entries) is searched.
    fn entries_in<'a>(
        &'a self,
        index: &'a HashMap<String, Vec<(usize, Vec<usize>)>>,
        ranking: &Ranking,
        key: &str,
        belongs: &dyn Fn(&Entry) -> bool,
    ) -> Cow<'a, [usize]> {
        match self.position_of(ranking) {
            Some(position) => {
                let places = self.places(index, key).as_slice();
                match places.binary_search_by_key(&position, |(r, _)| *r) {
                    Ok(at) => Cow::Borrowed(places[at].1.as_slice()),
                    Err(_) => Cow::Borrowed(&[]),
                }
            }
            None => Cow::Owned(
                ranking
                    .entries
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| belongs(e))
                    .map(|(i, _)| i)
                    .collect(),
            ),
        }
    }

    pub fn find(&self, protocol: &str, metric: &str, workload: Option<&str>) -> Option<&Ranking> {
        self.rankings.iter().find(|r| {
            r.protocol == protocol && r.metric.id == metric && r.workload.as_deref() == workload
        })
    }
}

impl Entry {
    fn new(
        page: &Page,
        table: &Table,
        config: Option<String>,
        number: DataNumber,
        unit: Unit,
    ) -> Entry {
        let review = page.review.as_ref();
        let setup = config.as_deref().and_then(|c| review?.config(c));
        Entry {
            review: page.path.clone(),
            table: table.id.clone(),
            class: review.and_then(|r| class_of(r, table, setup)),
            drives: setup
                .and_then(|s| s.drives.clone())
                .unwrap_or_else(|| page.facts.drives.clone()),
            config,
            base_value: unit.to_base(number.value),
            number,
            unit,
            rank: 0,
            shares_review: false,
        }
    }

    /// Whether the result is the drive's (`drive` is a drive's id).
    pub fn stands_for(&self, drive: &str) -> bool {
        self.drives.iter().any(|d| d == drive)
    }
}

/// The parameters that define a protocol, most telling first: where protocols share a name,
/// they are told apart by the first of these that differ.
/// The data disks come before the duration: two HCIBench runs of one hour each differ by
/// their disks, not by a duration one writes as 3,600 s and the other as 1.5 h with warm-up.
const DEFINING_FACTS: [&str; 7] =
    ["vms", "nodes", "working-set", "vdbench-test-area", "block-size", "data-disks", "duration"];

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
        let value = |p: &crate::data::Protocol, label: &str| {
            p.facts.iter().find(|f| f.label == label).cloned()
        };
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
pub fn class_of(
    review: &ReviewData,
    table: &Table,
    config: Option<&crate::data::Config>,
) -> Option<SystemClass> {
    let rig = config.and_then(|c| c.rig.as_deref()).or(table.rig.as_deref())?;
    review.rig(rig)?.class
}

/// Sets each entry's `shares_review`: counted once here, so that naming an entry never
/// looks at the rest of its ranking (that made naming a large ranking quadratic, and keeping
/// the names instead held tens of megabytes).
fn mark_shared_reviews(entries: &mut [Entry]) {
    let mut per_review: HashMap<&str, usize> = HashMap::new();
    for entry in entries.iter() {
        *per_review.entry(entry.review.as_str()).or_default() += 1;
    }
    let shared: Vec<bool> = entries.iter().map(|e| per_review[e.review.as_str()] > 1).collect();
    for (entry, shared) in entries.iter_mut().zip(shared) {
        entry.shares_review = shared;
    }
}

/// Best first; ties broken by review and configuration so the order never changes between
/// builds. A result level with the first of the group above it shares its rank (1, 2, 2, 4):
/// within `tolerance` percent of it, or equal at the precision the two were written with.
/// Measured against the group's first, not the entry just above, so that a run of small
/// steps never chains a large gap into one tie.
fn sort_entries(entries: &mut [Entry], better: Better, tolerance: f64) {
    entries.sort_by(|a, b| {
        let by_value = match better {
            Better::Lower => a.base_value.total_cmp(&b.base_value),
            _ => b.base_value.total_cmp(&a.base_value),
        };
        by_value.then_with(|| (&a.review, &a.config).cmp(&(&b.review, &b.config)))
    });
    let mut leader = 0;
    for index in 0..entries.len() {
        if index > 0 && level(&entries[leader], &entries[index], tolerance) {
            entries[index].rank = entries[leader].rank;
        } else {
            leader = index;
            entries[index].rank = index + 1;
        }
    }
}

/// Whether two results cannot be told apart: their gap is within `tolerance` percent of the
/// better one, or within one unit of the last digit of the coarser figure. A tool or a source
/// that writes `2 ms` may have rounded or cut anything from 1.5 to 2.99 ms: it is compared
/// with 2.63 ms at that precision, not as if it were 2.00 (`~264000` was rounded to the
/// thousand).
pub fn level(better: &Entry, other: &Entry, tolerance: f64) -> bool {
    let gap = (better.base_value - other.base_value).abs();
    let relative = better.base_value.abs() * tolerance / 100.0;
    gap <= relative.max(last_digit(better)).max(last_digit(other)) * (1.0 + 1e-9)
}

/// One unit of the last digit an entry was written with, in the metric's base unit.
fn last_digit(entry: &Entry) -> f64 {
    let number = &entry.number;
    let mut exponent = -(number.fraction_digits() as i32);
    if number.approximate && exponent == 0 {
        // "~264000": rounded to its last non-zero digit.
        let integer = number.digits.trim_start_matches('-');
        exponent = (integer.len() - integer.trim_end_matches('0').len()) as i32;
    }
    entry.unit.to_base(10f64.powi(exponent)).abs()
}

/// The rankable results of one table: (metric, workload, entry).
fn entries_of<'t>(page: &Page, table: &'t Table) -> Vec<(&'static Metric, Option<&'t str>, Entry)> {
    let mut found = Vec::new();
    let entry = |row: &[Cell], number: &DataNumber, unit: Unit| {
        let config = table.facet(row, Facet::Config).map(str::to_string);
        Entry::new(page, table, config, number.clone(), unit)
    };
    // Every ranked metric of the rows that stand for a whole configuration: a table of
    // results, or a load curve given as its peaks (one row each). Per-VM rows are not ranked.
    let mut ranked_cells = || {
        for row in &table.data.rows {
            if table
                .facet(row, Facet::Vm)
                .is_some_and(|vm| vm != crate::data::results::AGGREGATE_VM)
            {
                continue;
            }
            let workload = table.facet(row, Facet::Workload);
            for (index, role) in table.roles.iter().enumerate() {
                let Role::Metric(metric) = role else { continue };
                if metric.better == Better::Neither {
                    continue;
                }
                if let (Cell::Number(number), Some(unit)) =
                    (&row[index], table.data.columns[index].unit)
                {
                    found.push((*metric, workload, entry(row, number, unit)));
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
fn peaks_of_points<'t>(
    page: &Page,
    table: &'t Table,
) -> Vec<(&'static Metric, Option<&'t str>, Entry)> {
    let metric_column =
        |id: &str| table.roles.iter().position(|r| matches!(r, Role::Metric(m) if m.id == id));
    let (Some(load), Some(latency)) = (metric_column("load"), metric_column("latency")) else {
        return Vec::new();
    };
    let (Some(load_unit), Some(latency_unit)) =
        (table.data.columns[load].unit, table.data.columns[latency].unit)
    else {
        return Vec::new();
    };
    let number = |row: &[Cell], column: usize| match &row[column] {
        Cell::Number(n) => Some(n.clone()),
        _ => None,
    };
    // Curves in the order their rows first appear, each with its points.
    type CurveKey<'t> = (Option<&'t str>, Option<&'t str>);
    let mut curves: BTreeMap<CurveKey<'t>, Vec<&[Cell]>> = BTreeMap::new();
    for row in &table.data.rows {
        let key = (table.facet(row, Facet::Workload), table.facet(row, Facet::Config));
        curves.entry(key).or_default().push(row);
    }
    let peak_metric = if load_unit.dimension() == crate::data::units::Dimension::Throughput {
        "peak-throughput"
    } else {
        "peak-iops"
    };
    let one_ms = Unit::parse("ms").expect("ms is a unit").to_base(1.0);
    let entry = |config: Option<&str>, number: DataNumber, unit: Unit| {
        Entry::new(page, table, config.map(str::to_string), number, unit)
    };
    let mut found = Vec::new();
    for ((workload, config), rows) in curves {
        let load_of = |row: &&[Cell]| number(row, load).map(|n| n.value).unwrap_or(f64::MIN);
        let Some(peak) = rows.iter().copied().max_by(|a, b| load_of(a).total_cmp(&load_of(b)))
        else {
            continue;
        };
        let mut push = |metric_id: &str, value: Option<DataNumber>, unit: Unit| {
            if let (Some(metric), Some(value)) = (crate::data::metrics::find(metric_id), value) {
                found.push((metric, workload, entry(config, value, unit)));
            }
        };
        push(peak_metric, number(peak, load), load_unit);
        push("peak-latency", number(peak, latency), latency_unit);
        let under_one_ms = rows
            .iter()
            .filter(|row| {
                number(row, latency).is_some_and(|l| latency_unit.to_base(l.value) < one_ms)
            })
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
            shares_review: false,
        }
    }

    fn ranking(protocol: &str, entries: Vec<Entry>) -> Ranking {
        let metric = crate::data::metrics::METRICS.iter().find(|m| m.id == "tps").unwrap();
        Ranking {
            protocol: protocol.into(),
            class: None,
            family: Family::Application,
            metric,
            workload: None,
            entries,
            ranked: true,
            tolerance: 0.0,
            position: None,
        }
    }

    #[test]
    fn an_entry_shares_its_review_when_the_review_has_another_entry_in_the_same_ranking() {
        let rankings = Rankings::from_rankings(vec![
            ranking("sql", vec![entry("r1", 3.0), entry("r2", 2.0), entry("r1", 1.0)]),
            ranking("oltp", vec![entry("r1", 1.0), entry("r2", 2.0)]),
        ]);
        let shared = |r: &Ranking| r.entries.iter().map(|e| e.shares_review).collect::<Vec<_>>();
        assert_eq!(shared(&rankings.rankings[0]), [true, false, true]);
        // Counted per ranking: r1 has one entry here.
        assert_eq!(shared(&rankings.rankings[1]), [false, false]);
        // A pair made from a ranking names its entries as the ranking does.
        let sql = &rankings.rankings[0];
        let pair = sql.with_entries(vec![sql.entries[0].clone(), sql.entries[1].clone()]);
        assert_eq!(shared(&pair), [true, false]);
    }

    #[test]
    fn a_drives_and_a_reviews_entries_are_found_by_index_as_a_scan_finds_them() {
        let with = |review: &str, drives: &[&str]| Entry {
            drives: drives.iter().map(|d| d.to_string()).collect(),
            ..entry(review, 1.0)
        };
        let rankings = Rankings::from_rankings(vec![
            ranking(
                "sql",
                vec![
                    with("r1", &["a"]),
                    with("r2", &["b", "a"]),
                    with("r3", &["b"]),
                    with("r1", &["a", "a"]),
                ],
            ),
            ranking("oltp", vec![with("r3", &["b"]), with("r2", &["c"])]),
            ranking("vdi", vec![with("r4", &["d"])]),
        ]);
        let scan = |r: &Ranking, found: &dyn Fn(&Entry) -> bool| -> Vec<usize> {
            r.entries.iter().enumerate().filter(|(_, e)| found(e)).map(|(i, _)| i).collect()
        };
        for drive in ["a", "b", "c", "d", "none"] {
            let scanned: Vec<&str> = rankings
                .rankings
                .iter()
                .filter(|r| r.entries.iter().any(|e| e.stands_for(drive)))
                .map(|r| r.protocol.as_str())
                .collect();
            let indexed: Vec<&str> =
                rankings.of_drive(drive).map(|r| r.protocol.as_str()).collect();
            assert_eq!(indexed, scanned, "rankings of drive {drive}");
            for r in &rankings.rankings {
                assert_eq!(
                    *rankings.drive_entries(r, drive),
                    scan(r, &|e| e.stands_for(drive)),
                    "{drive} in {}",
                    r.protocol
                );
            }
        }
        for review in ["r1", "r2", "r3", "r4"] {
            let indexed: Vec<&str> =
                rankings.of_review(review).map(|r| r.protocol.as_str()).collect();
            let scanned: Vec<&str> = rankings
                .rankings
                .iter()
                .filter(|r| r.entries.iter().any(|e| e.review == review))
                .map(|r| r.protocol.as_str())
                .collect();
            assert_eq!(indexed, scanned, "rankings of review {review}");
            for r in &rankings.rankings {
                assert_eq!(*rankings.review_entries(r, review), scan(r, &|e| e.review == review));
            }
        }
        // A drive named twice by one configuration has that entry once.
        assert_eq!(*rankings.drive_entries(&rankings.rankings[0], "a"), [0, 1, 3]);
        // A ranking made from one (a comparison's pair) is not the site's: it is searched.
        let pair = rankings.rankings[0].with_entries(vec![with("r3", &["b"]), with("r1", &["a"])]);
        assert_eq!(*rankings.drive_entries(&pair, "a"), [1]);
        assert_eq!(pair.protocol, "sql");
        assert_eq!(pair.position, None);
        assert_eq!(rankings.position_of(&rankings.rankings[2]), Some(2));
        // A copy of a site's ranking is not one of them: its entries are searched.
        let copy = rankings.rankings[0].clone();
        assert_eq!(rankings.position_of(&copy), None);
        assert_eq!(*rankings.drive_entries(&copy, "b"), [1, 2]);
    }

    #[test]
    fn lower_is_better_ranks_smallest_first_and_ties_share_a_rank() {
        let mut entries =
            vec![entry("a", 14.75), entry("b", 3.5), entry("c", 53.0), entry("d", 3.5)];
        sort_entries(&mut entries, Better::Lower, 0.0);
        let order: Vec<(&str, usize)> =
            entries.iter().map(|e| (e.review.as_str(), e.rank)).collect();
        assert_eq!(order, [("b", 1), ("d", 1), ("a", 3), ("c", 4)]);
    }

    #[test]
    fn the_largest_value_is_found_at_either_end() {
        for better in [Better::Lower, Better::Higher] {
            let mut entries =
                vec![entry("a", 14.75), entry("b", 3.5), entry("c", 53.0), entry("d", 0.0)];
            sort_entries(&mut entries, better, 0.0);
            let scanned = entries.iter().map(|e| e.base_value).fold(0.0, f64::max);
            assert_eq!(ranking("p", entries).max_base_value(), scanned);
        }
        assert_eq!(ranking("p", Vec::new()).max_base_value(), 0.0);
    }

    #[test]
    fn higher_is_better_ranks_largest_first() {
        let mut entries = vec![entry("a", 12610.3), entry("b", 12646.3), entry("c", 11969.1)];
        sort_entries(&mut entries, Better::Higher, 0.0);
        let order: Vec<&str> = entries.iter().map(|e| e.review.as_str()).collect();
        assert_eq!(order, ["b", "a", "c"]);
    }

    fn written(review: &str, digits: &str) -> Entry {
        let number = DataNumber::parse(digits).unwrap();
        Entry { base_value: number.value / 1000.0, number, ..entry(review, 0.0) }
    }

    fn ranks(entries: &[Entry]) -> Vec<(&str, usize)> {
        entries.iter().map(|e| (e.review.as_str(), e.rank)).collect()
    }

    #[test]
    fn results_within_the_tolerance_share_a_rank_and_the_next_one_counts_them() {
        // 12,610.3 against 12,472.8 TPS is 1.1 %: level at 2 %, apart at 1 %.
        let make = || vec![entry("a", 12472.8), entry("b", 12610.3), entry("c", 11969.1)];
        let mut entries = make();
        sort_entries(&mut entries, Better::Higher, 2.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 1), ("c", 3)]);
        let mut entries = make();
        sort_entries(&mut entries, Better::Higher, 1.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 2), ("c", 3)]);
        let sql = ranking("sql", entries);
        assert_eq!(sql.level_with(0).count(), 0);
    }

    #[test]
    fn a_tie_is_measured_from_the_first_of_its_group_so_small_steps_do_not_chain() {
        // Each 1.5 % below the one before: b is level with a, c is not (3 % below a).
        let mut entries = vec![entry("a", 100.0), entry("b", 98.5), entry("c", 97.0225)];
        sort_entries(&mut entries, Better::Higher, 2.0);
        assert_eq!(ranks(&entries), [("a", 1), ("b", 1), ("c", 3)]);
        let r = ranking("p", entries);
        let level: Vec<&str> = r.level_with(0).map(|i| r.entries[i].review.as_str()).collect();
        assert_eq!(level, ["b"]);
    }

    #[test]
    fn an_entry_is_level_with_the_others_of_its_rank_above_and_below_it() {
        let mut entries =
            vec![entry("a", 100.0), entry("b", 99.0), entry("c", 98.5), entry("d", 90.0)];
        sort_entries(&mut entries, Better::Higher, 2.0);
        assert_eq!(ranks(&entries), [("a", 1), ("b", 1), ("c", 1), ("d", 4)]);
        let r = ranking("p", entries);
        assert_eq!(r.level_with(1).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(r.level_with(2).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(r.level_with(3).count(), 0);
    }

    #[test]
    fn values_are_compared_at_the_precision_they_were_written_with() {
        // `2` ms may stand for anything from 1.5 to 2.99 ms: level with 2.63 ms even at no
        // tolerance (the VSAN 6.2 hybrid's HCIBench latency against the all-flash's)...
        let mut entries = vec![written("a", "2.63"), written("b", "2")];
        sort_entries(&mut entries, Better::Lower, 0.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 1)]);
        // ...but not with 3.2 ms, more than a unit of its last digit away.
        let mut entries = vec![written("a", "3.2"), written("b", "2")];
        sort_entries(&mut entries, Better::Lower, 0.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 2)]);
        // Written at the same precision, 2.63 and 2.60 differ.
        let mut entries = vec![written("a", "2.63"), written("b", "2.60")];
        sort_entries(&mut entries, Better::Lower, 0.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 2)]);
        // `~264000` was rounded to the thousand.
        let mut entries = vec![written("a", "~264000"), written("b", "264400")];
        sort_entries(&mut entries, Better::Higher, 0.0);
        assert_eq!(ranks(&entries), [("b", 1), ("a", 1)]);
    }
}
