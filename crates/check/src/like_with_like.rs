//! Like with like, as the data declares it: rankings that would compare nothing, ranked
//! results whose rig does not say what was tested, and configurations that name a drive the
//! site does not have.

use std::collections::BTreeMap;

use super::{Finding, FindingKind};
use iopress_site::content::{PageKind, DRIVES_SECTION};
use iopress_site::data::{Family, SystemClass};
use iopress_site::rankings::Rankings;
use iopress_site::LoadedSite;

pub fn check(site: &LoadedSite) -> Vec<Finding> {
    let content = &site.content;
    let rankings = Rankings::compute(content);
    let mut findings = Vec::new();
    let known_drives: Vec<&str> = content.of_kind(PageKind::Drive).map(|p| p.id()).collect();

    for page in content.of_kind(PageKind::Review) {
        let Some(review) = &page.review else { continue };
        for config in &review.configs {
            for drive in config.drives.iter().flatten() {
                if content
                    .get(&format!("{DRIVES_SECTION}/{drive}"))
                    .is_none_or(|p| p.kind != PageKind::Drive)
                {
                    findings.push(
                        Finding::warning(
                            FindingKind::UnknownDrive,
                            format!("configuration `{}` names drive `{drive}`, which the site does not have", config.id),
                        )
                        .at(&review.file, config.drives_at)
                        .text(drive.clone())
                        .help(format!(
                            "its results feed no drive page; known drives: {}; or create content/drives/{drive}/drive.toml",
                            known_drives.join(", ")
                        )),
                    );
                }
            }
        }
    }

    // A ranked table whose rig (or table) does not say what was tested is ranked only with
    // others that do not say either: reported where its protocol has results that do.
    let stated: Vec<&str> = rankings
        .rankings
        .iter()
        .filter(|r| r.class.is_some())
        .map(|r| r.protocol.as_str())
        .collect();
    for page in content.of_kind(PageKind::Review) {
        let Some(review) = &page.review else { continue };
        for table in review.tables.iter().filter(|t| {
            t.protocol.as_deref().is_some_and(|p| stated.contains(&p)) && is_ranked(t.family)
        }) {
            let rig = table.rig.as_deref().and_then(|id| review.rig(id));
            if rig.is_none_or(|r| r.class.is_none()) {
                let help = match &table.rig {
                    Some(id) => format!(
                        "add `class = \"…\"` to rig `{id}`: one of {}",
                        SystemClass::NAMES.join(", ")
                    ),
                    None => format!(
                        "give the table `rig = \"…\"`, a rig with `class = \"…\"` (one of {})",
                        SystemClass::NAMES.join(", ")
                    ),
                };
                findings.push(
                    Finding::warning(
                        FindingKind::RigClass,
                        format!("table `{}` does not say what kind of system was tested, so it is not ranked with the others of its protocol", table.id),
                    )
                    .at(&table.declared_in, table.protocol_at)
                    .help(help),
                );
            }
        }
    }

    // Per protocol and class, the rankings' sizes. Results that no ranking compares with
    // anything although the protocol has results of another class are reported once, at the
    // protocol of the first table that holds them: the class split left them alone, or a
    // rig's class is wrong. (A protocol whose only results are one review's has nothing to
    // rank yet, and nothing to report.)
    let mut largest: BTreeMap<(&str, Option<SystemClass>), (usize, &str, &str)> = BTreeMap::new();
    for ranking in &rankings.rankings {
        let first = &ranking.entries[0];
        let group = largest.entry((ranking.protocol.as_str(), ranking.class)).or_insert((
            0,
            &first.review,
            &first.table,
        ));
        group.0 = group.0.max(ranking.entries.len());
    }
    let classes_of = |protocol: &str| largest.keys().filter(|(p, _)| *p == protocol).count();
    for (&(protocol, class), &(size, review, table)) in &largest {
        if size >= 2 || classes_of(protocol) < 2 {
            continue;
        }
        let Some(table) = content.get(review).and_then(|p| p.review.as_ref()?.table(table)) else {
            continue;
        };
        let class = class.map(|c| c.id()).unwrap_or_else(|| "unstated".into());
        findings.push(
            Finding::warning(
                FindingKind::RankingAlone,
                format!("the results of table `{}` are the only ones of class `{class}` under protocol `{protocol}`: they are ranked against nothing", table.id),
            )
            .at(&table.declared_in, table.protocol_at)
            .help("rankings compare results of one protocol and one class of system; check the rig's `class`, or add results measured the same way"),
        );
    }
    findings
}

fn is_ranked(family: Family) -> bool {
    matches!(family, Family::Application | Family::Matrix | Family::LoadCurve)
}
