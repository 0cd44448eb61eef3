//! The units a figure can carry, and how each is named for display.
//!
//! Units are written in data with their English symbol (`GB/s`). Each has a stable key
//! that names its Fluent message (`unit-gb-per-s`), so every language chooses its own
//! symbol and spacing (`9,98 Go/s`). MB and MiB are different units and are never
//! converted into each other.

/// What a unit measures; values are only ever compared within one dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dimension {
    OperationRate,
    TransactionRate,
    Throughput,
    DataSize,
    Time,
    Power,
    Voltage,
    Frequency,
    Endurance,
    Ratio,
    Temperature,
    Length,
    Mass,
    Count,
}

#[derive(Debug)]
pub struct UnitInfo {
    /// The symbol written in data files.
    pub symbol: &'static str,
    /// Other spellings accepted in data files.
    pub aliases: &'static [&'static str],
    /// Names the Fluent message `unit-<key>`.
    pub key: &'static str,
    pub dimension: Dimension,
}

/// A unit from the table below.
#[derive(Debug, Clone, Copy)]
pub struct Unit(&'static UnitInfo);

impl PartialEq for Unit {
    fn eq(&self, other: &Self) -> bool {
        self.0.key == other.0.key
    }
}
impl Eq for Unit {}

impl Unit {
    /// Looks a unit up by the symbol written in data.
    pub fn parse(symbol: &str) -> Option<Unit> {
        let symbol = symbol.trim();
        UNITS
            .iter()
            .find(|u| u.symbol == symbol || u.aliases.contains(&symbol))
            .map(Unit)
    }

    pub fn symbol(&self) -> &'static str {
        self.0.symbol
    }

    pub fn key(&self) -> &'static str {
        self.0.key
    }

    pub fn dimension(&self) -> Dimension {
        self.0.dimension
    }

    /// All known symbols, for error messages.
    pub fn known_symbols() -> String {
        UNITS.iter().map(|u| u.symbol).collect::<Vec<_>>().join(", ")
    }
}

impl serde::Serialize for Unit {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.symbol())
    }
}

macro_rules! unit {
    ($symbol:expr, $key:expr, $dimension:ident) => {
        unit!($symbol, [], $key, $dimension)
    };
    ($symbol:expr, [$($alias:expr),*], $key:expr, $dimension:ident) => {
        UnitInfo { symbol: $symbol, aliases: &[$($alias),*], key: $key, dimension: Dimension::$dimension }
    };
}

static UNITS: &[UnitInfo] = &[
    unit!("IOPS", "iops", OperationRate),
    unit!("kIOPS", ["KIOPS"], "kiops", OperationRate),
    unit!("TPS", "tps", TransactionRate),
    unit!("MB/s", "mb-per-s", Throughput),
    unit!("GB/s", "gb-per-s", Throughput),
    unit!("MiB/s", "mib-per-s", Throughput),
    unit!("GiB/s", "gib-per-s", Throughput),
    unit!("Gb/s", ["Gbit/s"], "gbit-per-s", Throughput),
    unit!("KB", ["kB"], "kb", DataSize),
    unit!("MB", "mb", DataSize),
    unit!("GB", "gb", DataSize),
    unit!("TB", "tb", DataSize),
    unit!("KiB", "kib", DataSize),
    unit!("MiB", "mib", DataSize),
    unit!("GiB", "gib", DataSize),
    unit!("TiB", "tib", DataSize),
    unit!("µs", ["us", "μs"], "us", Time),
    unit!("ms", "ms", Time),
    unit!("s", "s", Time),
    unit!("h", "h", Time),
    unit!("W", "w", Power),
    unit!("V", "v", Voltage),
    unit!("GHz", "ghz", Frequency),
    unit!("DWPD", "dwpd", Endurance),
    unit!("%", "percent", Ratio),
    unit!("°C", "celsius", Temperature),
    unit!("mm", "mm", Length),
    unit!("g", "g", Mass),
    unit!("cores", "cores", Count),
    unit!("nodes", "nodes", Count),
    unit!("VMs", "vms", Count),
    unit!("tiles", "tiles", Count),
    unit!("years", "years", Count),
    unit!("count", "count", Count),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mb_and_mib_are_different_units() {
        let mb = Unit::parse("MB/s").unwrap();
        let mib = Unit::parse("MiB/s").unwrap();
        assert_ne!(mb, mib);
        assert_eq!(mb.dimension(), mib.dimension());
        assert_eq!(mib.key(), "mib-per-s");
    }

    #[test]
    fn micro_sign_spellings_are_one_unit() {
        assert_eq!(Unit::parse("us"), Unit::parse("µs"));
        assert_eq!(Unit::parse("μs"), Unit::parse("µs"));
        assert!(Unit::parse("furlongs").is_none());
    }
}
