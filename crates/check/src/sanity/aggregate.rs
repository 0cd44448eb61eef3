//! An application table's `aggregate` row against its per-VM rows.
//!
//! Rows are grouped by configuration and workload. In each group, for every metric:
//! - a rate (TPS, IOPS, throughput): the aggregate is the sum of the individual VMs
//!   (`vm1`, `vm2`…); when the protocol says how many VMs ran and fewer are listed, the
//!   listed ones must at least not add up to more than the aggregate; with that number, the
//!   aggregate also lies between n × `vm-min` and n × `vm-max`;
//! - a time (latency): the aggregate, an average over the VMs, lies within their range;
//! - any metric: `vm-min` ≤ `vm-max`.

use std::collections::BTreeMap;

use super::arithmetic::{agrees, at_most, plain, AGGREGATE_TOLERANCE, APPROXIMATE_TOLERANCE};
use super::{Figure, Source};
use crate::{Finding, FindingKind};
use iopress_site::content::PageKind;
use iopress_site::data::results::AGGREGATE_VM;
use iopress_site::data::units::Dimension;
use iopress_site::data::{Facet, Family, Role};
use iopress_site::LoadedSite;

const VM_MIN: &str = "vm-min";
const VM_MAX: &str = "vm-max";

/// The rows of one configuration and workload, by what they hold.
#[derive(Default)]
struct Group {
    aggregate: Option<usize>,
    min: Option<usize>,
    max: Option<usize>,
    /// Individual VMs, in file order.
    vms: Vec<usize>,
}

pub fn check(source: &Source, site: &LoadedSite) -> Vec<Finding> {
    let mut findings = Vec::new();
    if source.table.family != Family::Application
        || source.table.column_of(Role::Facet(Facet::Vm)).is_none()
    {
        return findings;
    }
    let vm_count = source.table.protocol.as_deref().and_then(|id| protocol_vm_count(site, id));
    for group in groups(source).values() {
        for (column, role) in source.table.roles.iter().enumerate() {
            if matches!(role, Role::Metric(_)) {
                findings.extend(check_column(source, group, column, vm_count));
            }
        }
    }
    findings
}

/// How many VMs a protocol runs, from its `vms` fact (`{ label = "vms", specs = [{ value = 4, unit = "VMs" }] }`).
fn protocol_vm_count(site: &LoadedSite, id: &str) -> Option<usize> {
    let protocol = site
        .content
        .of_kind(PageKind::Protocol)
        .filter_map(|p| p.protocol.as_ref())
        .find(|p| p.id == id)?;
    let fact = protocol.facts.iter().find(|f| f.label == "vms")?;
    let spec = fact.specs.iter().find(|s| s.unit.symbol() == "VMs")?;
    let count = spec.number.value;
    (count >= 1.0 && count.fract() == 0.0).then_some(count as usize)
}

fn groups<'a>(source: &Source<'a>) -> BTreeMap<(Option<&'a str>, Option<&'a str>), Group> {
    let mut groups: BTreeMap<(Option<&'a str>, Option<&'a str>), Group> = BTreeMap::new();
    for row in 0..source.table.data.rows.len() {
        let key = (source.facet(row, Facet::Config), source.facet(row, Facet::Workload));
        let group = groups.entry(key).or_default();
        match source.facet(row, Facet::Vm) {
            Some(AGGREGATE_VM) => group.aggregate = Some(row),
            Some(VM_MIN) => group.min = Some(row),
            Some(VM_MAX) => group.max = Some(row),
            Some(_) => group.vms.push(row),
            None => {}
        }
    }
    groups
}

fn check_column(
    source: &Source,
    group: &Group,
    column: usize,
    vm_count: Option<usize>,
) -> Vec<Finding> {
    let figure = |row: Option<usize>| row.and_then(|r| source.figure(r, column).map(|f| (r, f)));
    let aggregate = figure(group.aggregate);
    let min = figure(group.min);
    let max = figure(group.max);
    let vms: Vec<(usize, Figure)> = group.vms.iter().filter_map(|&r| figure(Some(r))).collect();
    let mut findings = Vec::new();

    if let (Some((min_row, low)), Some((_, high))) = (min, max) {
        if !at_most(low.base(), high.base(), low.rounding() + high.rounding()) {
            findings.push(
                source
                    .error_at(FindingKind::DataAggregate, format!("`vm-min` {} is above `vm-max` {}", low.written(), high.written()), min_row, column)
                    .text(low.written())
                    .expected(format!("≤ {}", high.written()))
                    .help("`vm-min` and `vm-max` hold the lowest and highest per-VM value: one of them is mistyped, or the two rows are swapped"),
            );
        }
    }
    let Some((aggregate_row, total)) = aggregate else { return findings };
    let unit = total.unit;
    match unit.dimension() {
        Dimension::OperationRate | Dimension::TransactionRate | Dimension::Throughput => {
            findings.extend(check_sum(source, aggregate_row, column, total, &vms, vm_count));
            if let (Some(n), Some((_, low)), Some((_, high))) = (vm_count, min, max) {
                findings.extend(check_scaled_range(
                    source,
                    aggregate_row,
                    column,
                    total,
                    low,
                    high,
                    n,
                ));
            }
        }
        Dimension::Time => {
            // The VMs shown bound the average only when they are all of them: every VM row
            // with a value (and as many as the protocol runs), or the `vm-min`/`vm-max` rows.
            let all_vms = vms.len() == group.vms.len()
                && vm_count.is_none_or(|n| vms.len() >= n)
                && vms.len() >= 2;
            if !all_vms && (min.is_none() || max.is_none()) {
                return findings;
            }
            let low = min
                .map(|(_, f)| f)
                .into_iter()
                .chain(vms.iter().map(|(_, f)| *f))
                .min_by(|a, b| a.base().total_cmp(&b.base()));
            let high = max
                .map(|(_, f)| f)
                .into_iter()
                .chain(vms.iter().map(|(_, f)| *f))
                .max_by(|a, b| a.base().total_cmp(&b.base()));
            findings.extend(check_within(source, aggregate_row, column, total, low, high));
        }
        _ => {}
    }
    findings
}

/// A rate's aggregate is the sum of its VMs: all of them, or (when fewer than the protocol's
/// number are listed) at least the ones listed.
fn check_sum(
    source: &Source,
    row: usize,
    column: usize,
    total: Figure,
    vms: &[(usize, Figure)],
    vm_count: Option<usize>,
) -> Option<Finding> {
    let complete = match vm_count {
        Some(n) => vms.len() >= n,
        // Without the protocol's number, the table's VM rows are taken to be all of them.
        None => vms.len() >= 2,
    };
    if vms.is_empty() || (!complete && vm_count.is_none()) {
        return None;
    }
    let sum: f64 = vms.iter().map(|(_, f)| f.base()).sum();
    let rounding = total.rounding() + vms.iter().map(|(_, f)| f.rounding()).sum::<f64>();
    let approximate = total.approximate() || vms.iter().any(|(_, f)| f.approximate());
    let relative = if approximate { APPROXIMATE_TOLERANCE } else { AGGREGATE_TOLERANCE };
    let unit = total.unit;
    let decimals = total
        .number
        .fraction_digits()
        .max(vms.iter().map(|(_, f)| f.number.fraction_digits()).max().unwrap_or(0));
    let sum_written = format!("{} {}", plain(sum / unit.to_base(1.0), decimals), unit.symbol());
    let names: Vec<&str> = vms.iter().filter_map(|(r, _)| source.facet(*r, Facet::Vm)).collect();
    let column_id = &source.table.data.columns[column].id;
    if complete {
        if agrees(total.base(), sum, relative, rounding) {
            return None;
        }
        return Some(
            source
                .error_at(FindingKind::DataAggregate, format!("aggregate `{column_id}` {} is not the sum of {} ({sum_written})", total.written(), names.join(", ")), row, column)
                .text(total.written())
                .expected(format!("≈ {sum_written} (sum of {})", names.join(", ")))
                .help("the aggregate of a rate is the sum of the VMs' values: correct the figure that was mistyped, or list every VM"),
        );
    }
    if at_most(sum, total.base(), rounding + relative * sum) {
        return None;
    }
    Some(
        source
            .error_at(
                FindingKind::DataAggregate,
                format!("aggregate `{column_id}` {} is less than the {} VMs listed add up to ({sum_written})", total.written(), vms.len()),
                row,
                column,
            )
            .text(total.written())
            .expected(format!("≥ {sum_written} (sum of {}, {} of {} VMs)", names.join(", "), vms.len(), vm_count.unwrap_or(0)))
            .help("the aggregate of a rate is the sum of every VM's value: correct the figure that was mistyped"),
    )
}

/// With n VMs, a rate's aggregate lies between n × the lowest VM and n × the highest.
fn check_scaled_range(
    source: &Source,
    row: usize,
    column: usize,
    total: Figure,
    low: Figure,
    high: Figure,
    n: usize,
) -> Option<Finding> {
    let count = n as f64;
    let approximate = total.approximate() || low.approximate() || high.approximate();
    let relative = if approximate { APPROXIMATE_TOLERANCE } else { AGGREGATE_TOLERANCE };
    let (from, to) = (low.base() * count, high.base() * count);
    let within =
        at_most(from, total.base(), total.rounding() + low.rounding() * count + relative * from)
            && at_most(
                total.base(),
                to,
                total.rounding() + high.rounding() * count + relative * to,
            );
    if within {
        return None;
    }
    let unit = total.unit;
    let decimals = total
        .number
        .fraction_digits()
        .max(low.number.fraction_digits())
        .max(high.number.fraction_digits());
    let bound =
        |value: f64| format!("{} {}", plain(value / unit.to_base(1.0), decimals), unit.symbol());
    let column_id = &source.table.data.columns[column].id;
    Some(
        source
            .error_at(
                FindingKind::DataAggregate,
                format!("aggregate `{column_id}` {} is outside {n} × the per-VM range {} to {}", total.written(), low.written(), high.written()),
                row,
                column,
            )
            .text(total.written())
            .expected(format!("between {} and {} ({n} × vm-min, {n} × vm-max)", bound(from), bound(to)))
            .help(format!("the protocol runs {n} VMs, so their sum lies between {n} × the lowest and {n} × the highest: correct the figure that was mistyped")),
    )
}

/// A time's aggregate (an average over the VMs) lies within the VMs' range.
fn check_within(
    source: &Source,
    row: usize,
    column: usize,
    total: Figure,
    low: Option<Figure>,
    high: Option<Figure>,
) -> Option<Finding> {
    let relative = |f: Figure| {
        if total.approximate() || f.approximate() {
            APPROXIMATE_TOLERANCE * f.base()
        } else {
            0.0
        }
    };
    let above_low = low.is_none_or(|l| {
        at_most(l.base(), total.base(), l.rounding() + total.rounding() + relative(l))
    });
    let below_high = high.is_none_or(|h| {
        at_most(total.base(), h.base(), h.rounding() + total.rounding() + relative(h))
    });
    if above_low && below_high {
        return None;
    }
    let expected = match (low, high) {
        (Some(l), Some(h)) => {
            format!("between {} and {} (the VMs' range)", l.written(), h.written())
        }
        (Some(l), None) => format!("≥ {} (the lowest VM)", l.written()),
        (None, Some(h)) => format!("≤ {} (the highest VM)", h.written()),
        (None, None) => return None,
    };
    let column_id = &source.table.data.columns[column].id;
    Some(
        source
            .error_at(FindingKind::DataAggregate, format!("aggregate `{column_id}` {} is outside the range of the VMs", total.written()), row, column)
            .text(total.written())
            .expected(expected)
            .help("an aggregate latency is an average over the VMs, so it lies between the lowest and the highest VM: correct the figure that was mistyped"),
    )
}
