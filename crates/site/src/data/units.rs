//! The units a figure can carry, and how each is named for display.
//!
//! Units are written in data with their English symbol (`GB/s`). Each has a stable key
//! that names its Fluent message (`unit-gb-per-s`), so every language chooses its own
//! symbol and spacing (`9,98 Go/s`). MB and MiB are different units and are never
//! converted into each other.
//!
//! A currency is a unit too, named by its ISO 4217 code (`price [EUR]`), and shown with the
//! reader's CLDR currency format rather than a Fluent message (`1 299,00 €`, `€1,299.00`).
//! Each currency is a dimension of its own: dollars and euros are never compared, ranked or
//! matched with each other (no exchange rate is implied).

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
    /// Money in one currency, by its ISO 4217 code (`"EUR"`). In a metric's list of
    /// dimensions, [`ANY_CURRENCY`] accepts every currency.
    Currency(&'static str),
}

/// In a metric's dimensions: an amount in any currency.
pub const ANY_CURRENCY: Dimension = Dimension::Currency("");

impl Dimension {
    /// Whether a unit of dimension `actual` may be used where this one is asked for
    /// ([`ANY_CURRENCY`] accepts every currency).
    pub fn accepts(self, actual: Dimension) -> bool {
        match (self, actual) {
            (Dimension::Currency(""), Dimension::Currency(_)) => true,
            _ => self == actual,
        }
    }
}

impl Dimension {
    /// Whether a value of this kind can be below zero. Rates, times, sizes, counts,
    /// frequencies, endurance, lengths and masses are amounts: below zero they are a typing
    /// or a tool's mistake. A temperature (−5 °C), a voltage (a −12 V rail), a power or a
    /// percentage can be a reading or a difference (−1.2 W, −5 % against the last model).
    pub fn can_be_negative(self) -> bool {
        matches!(
            self,
            Dimension::Temperature | Dimension::Voltage | Dimension::Power | Dimension::Ratio
        )
    }

    /// What a value of this kind is, for messages: "a time", "a throughput".
    pub fn noun(self) -> &'static str {
        match self {
            Dimension::OperationRate => "an operation rate",
            Dimension::TransactionRate => "a transaction rate",
            Dimension::Throughput => "a throughput",
            Dimension::DataSize => "a size",
            Dimension::Time => "a time",
            Dimension::Power => "a power",
            Dimension::Voltage => "a voltage",
            Dimension::Frequency => "a frequency",
            Dimension::Endurance => "an endurance",
            Dimension::Ratio => "a percentage",
            Dimension::Temperature => "a temperature",
            Dimension::Length => "a length",
            Dimension::Mass => "a mass",
            Dimension::Count => "a count",
            Dimension::Currency(_) => "an amount of money",
        }
    }
}

/// Units that step by 1000 into each other, so a value can be shown at a readable scale
/// (9980 MB/s as 9.98 GB/s). Binary units (MiB/s) and IOPS are shown as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ladder {
    Time,
    DecimalRate,
    DecimalSize,
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
    /// The value of one of this unit in its dimension's base unit (seconds, bytes per
    /// second, bytes, operations per second…), to compare values written in different units.
    pub factor: f64,
    pub ladder: Option<Ladder>,
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
            .chain(CURRENCIES)
            .find(|u| u.symbol == symbol || u.aliases.contains(&symbol))
            .map(Unit)
    }

    pub fn symbol(&self) -> &'static str {
        self.0.symbol
    }

    pub fn key(&self) -> &'static str {
        self.0.key
    }

    /// The ISO 4217 code of a currency unit (`EUR`); None for other units.
    pub fn currency(&self) -> Option<&'static str> {
        match self.0.dimension {
            Dimension::Currency(code) => Some(code),
            _ => None,
        }
    }

    pub fn dimension(&self) -> Dimension {
        self.0.dimension
    }

    /// `value` in this unit, expressed in the dimension's base unit.
    pub fn to_base(&self, value: f64) -> f64 {
        value * self.0.factor
    }

    /// The units of this one's ladder, smallest first (empty when it has none).
    fn ladder(&self) -> Vec<Unit> {
        let Some(ladder) = self.0.ladder else { return Vec::new() };
        let mut units: Vec<Unit> =
            UNITS.iter().filter(|u| u.ladder == Some(ladder)).map(Unit).collect();
        units.sort_by(|a, b| a.0.factor.total_cmp(&b.0.factor));
        units
    }

    /// The unit to show `value` (in this unit) in: a larger one of the same ladder while the
    /// value is 1000 or more, a smaller one while it is under 0.1. `0.88 ms` stays in ms,
    /// `159.9 µs` in µs, `9980 MB/s` becomes GB/s.
    pub fn readable_for(&self, value: f64) -> Unit {
        let ladder = self.ladder();
        let Some(mut index) = ladder.iter().position(|u| u == self) else { return *self };
        let mut scaled = value.abs();
        while scaled >= 1000.0 && index + 1 < ladder.len() {
            scaled /= 1000.0;
            index += 1;
        }
        while scaled != 0.0 && scaled < 0.1 && index > 0 {
            scaled *= 1000.0;
            index -= 1;
        }
        ladder[index]
    }

    /// How many powers of ten separate this unit from `other` of the same ladder
    /// (ms → µs: 3); None when they are not on one ladder.
    pub fn decimal_shift_to(&self, other: Unit) -> Option<i32> {
        if self.0.ladder.is_none() || self.0.ladder != other.0.ladder {
            return None;
        }
        Some((self.0.factor / other.0.factor).log10().round() as i32)
    }

    /// Every unit iopress knows.
    /// The decimal unit a binary one is often labelled as (`MiB/s` as `MB/s`): benchmark
    /// tools count mebibytes and print "MB/s", and sources quote the label.
    pub fn decimal_twin(&self) -> Option<Unit> {
        let twin = match self.0.symbol {
            "MiB/s" => "MB/s",
            "GiB/s" => "GB/s",
            "KiB" => "KB",
            "MiB" => "MB",
            "GiB" => "GB",
            "TiB" => "TB",
            "PiB" => "PB",
            "EiB" => "EB",
            _ => return None,
        };
        Unit::parse(twin)
    }

    pub fn all() -> impl Iterator<Item = Unit> {
        UNITS.iter().chain(CURRENCIES).map(Unit)
    }

    /// Other spellings of the symbol accepted in data files.
    pub fn aliases(&self) -> &'static [&'static str] {
        self.0.aliases
    }

    /// All known symbols, for error messages (currencies as a kind: there are many).
    pub fn known_symbols() -> String {
        let mut symbols = UNITS.iter().map(|u| u.symbol).collect::<Vec<_>>().join(", ");
        symbols.push_str(", or a currency's ISO 4217 code (USD, EUR, JPY…)");
        symbols
    }
}

impl serde::Serialize for Unit {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.symbol())
    }
}

macro_rules! unit {
    ($symbol:expr, $key:expr, $dimension:ident, $factor:expr) => {
        unit!($symbol, [], $key, $dimension, $factor, None)
    };
    ($symbol:expr, $key:expr, $dimension:ident, $factor:expr, $ladder:ident) => {
        unit!($symbol, [], $key, $dimension, $factor, Some(Ladder::$ladder))
    };
    ($symbol:expr, [$($alias:expr),*], $key:expr, $dimension:ident, $factor:expr, $ladder:expr) => {
        UnitInfo {
            symbol: $symbol,
            aliases: &[$($alias),*],
            key: $key,
            dimension: Dimension::$dimension,
            factor: $factor,
            ladder: $ladder,
        }
    };
}

const KIB: f64 = 1024.0;

static UNITS: &[UnitInfo] = &[
    unit!("IOPS", "iops", OperationRate, 1.0),
    unit!("kIOPS", ["KIOPS"], "kiops", OperationRate, 1e3, None),
    unit!("TPS", "tps", TransactionRate, 1.0),
    unit!("MB/s", "mb-per-s", Throughput, 1e6, DecimalRate),
    unit!("GB/s", "gb-per-s", Throughput, 1e9, DecimalRate),
    unit!("MiB/s", "mib-per-s", Throughput, KIB * KIB),
    unit!("GiB/s", "gib-per-s", Throughput, KIB * KIB * KIB),
    unit!("Gb/s", ["Gbit/s"], "gbit-per-s", Throughput, 1.25e8, None),
    unit!("KB", ["kB"], "kb", DataSize, 1e3, Some(Ladder::DecimalSize)),
    unit!("MB", "mb", DataSize, 1e6, DecimalSize),
    unit!("GB", "gb", DataSize, 1e9, DecimalSize),
    unit!("TB", "tb", DataSize, 1e12, DecimalSize),
    unit!("PB", "pb", DataSize, 1e15, DecimalSize),
    unit!("EB", "eb", DataSize, 1e18, DecimalSize),
    unit!("KiB", "kib", DataSize, KIB),
    unit!("MiB", "mib", DataSize, KIB * KIB),
    unit!("GiB", "gib", DataSize, KIB * KIB * KIB),
    unit!("TiB", "tib", DataSize, KIB * KIB * KIB * KIB),
    unit!("PiB", "pib", DataSize, KIB * KIB * KIB * KIB * KIB),
    unit!("EiB", "eib", DataSize, KIB * KIB * KIB * KIB * KIB * KIB),
    unit!("µs", ["us", "μs"], "us", Time, 1e-6, Some(Ladder::Time)),
    unit!("ms", "ms", Time, 1e-3, Time),
    unit!("s", "s", Time, 1.0, Time),
    unit!("h", "h", Time, 3600.0),
    unit!("W", "w", Power, 1.0),
    unit!("V", "v", Voltage, 1.0),
    unit!("GHz", "ghz", Frequency, 1e9),
    unit!("DWPD", "dwpd", Endurance, 1.0),
    unit!("%", "percent", Ratio, 0.01),
    unit!("°C", "celsius", Temperature, 1.0),
    unit!("mm", "mm", Length, 1e-3),
    unit!("g", "g", Mass, 1e-3),
    unit!("cores", "cores", Count, 1.0),
    unit!("nodes", "nodes", Count, 1.0),
    unit!("VMs", "vms", Count, 1.0),
    unit!("tiles", "tiles", Count, 1.0),
    unit!("years", "years", Count, 1.0),
    unit!("count", "count", Count, 1.0),
];

/// The currency a unit key names (`EUR`), for code that only has the key: currency keys are
/// their ISO 4217 codes, the only upper-case keys.
pub fn currency_of_key(key: &str) -> Option<&'static str> {
    if key.len() != 3 || !key.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    CURRENCIES.iter().find(|u| u.key == key).and_then(|u| match u.dimension {
        Dimension::Currency(code) => Some(code),
        _ => None,
    })
}

macro_rules! currencies {
    ($($code:literal),* $(,)?) => {
        &[$(UnitInfo { symbol: $code, aliases: &[], key: $code, dimension: Dimension::Currency($code), factor: 1.0, ladder: None }),*]
    };
}

/// The currencies of ISO 4217 in use, the most quoted first: where a symbol stands for several
/// (`$`, `¥`), prose that writes it is read as the first of them here (USD, JPY).
static CURRENCIES: &[UnitInfo] = currencies![
    "USD", "EUR", "JPY", "GBP", "CNY", "CHF", "CAD", "AUD", "KRW", "PLN", "INR", "TWD", "HKD",
    "SGD", "SEK", "NOK", "DKK", "CZK", "HUF", "RON", "BRL", "MXN", "NZD", "ZAR", "TRY", "ILS",
    "RUB", "UAH", "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AWG", "AZN", "BAM", "BBD",
    "BDT", "BGN", "BHD", "BIF", "BMD", "BND", "BOB", "BSD", "BTN", "BWP", "BYN", "BZD", "CDF",
    "CLP", "COP", "CRC", "CUP", "CVE", "DJF", "DOP", "DZD", "EGP", "ERN", "ETB", "FJD", "FKP",
    "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HNL", "HTG", "IDR", "IQD", "IRR", "ISK",
    "JMD", "JOD", "KES", "KGS", "KHR", "KMF", "KPW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR",
    "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR",
    "MWK", "MYR", "MZN", "NAD", "NGN", "NIO", "NPR", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR",
    "PYG", "QAR", "RSD", "RWF", "SAR", "SBD", "SCR", "SDG", "SHP", "SLE", "SOS", "SRD", "SSP",
    "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TTD", "TZS", "UGX", "UYU",
    "UZS", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZMW", "ZWG",
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
    fn readable_scale_steps_by_thousands_within_a_ladder() {
        let ms = Unit::parse("ms").unwrap();
        assert_eq!(ms.readable_for(0.88).symbol(), "ms");
        assert_eq!(ms.readable_for(0.05).symbol(), "µs");
        assert_eq!(Unit::parse("µs").unwrap().readable_for(159.9).symbol(), "µs");
        assert_eq!(Unit::parse("MB/s").unwrap().readable_for(9980.0).symbol(), "GB/s");
        // Sizes step on to petabytes and exabytes (6570 TB is 6.57 PB), and back.
        let tb = Unit::parse("TB").unwrap();
        assert_eq!(tb.readable_for(6570.0).symbol(), "PB");
        assert_eq!(tb.readable_for(2_500_000.0).symbol(), "EB");
        assert_eq!(Unit::parse("PB").unwrap().readable_for(0.05).symbol(), "TB");
        assert_eq!(tb.decimal_shift_to(Unit::parse("PB").unwrap()), Some(-3));
        // Binary sizes have no ladder: a PiB is never shown as PB, nor TiB as PiB.
        assert_eq!(Unit::parse("TiB").unwrap().readable_for(6570.0).symbol(), "TiB");
        assert_eq!(Unit::parse("PiB").unwrap().decimal_twin(), Unit::parse("PB"));
        assert_eq!(Unit::parse("EiB").unwrap().to_base(1.0), 1024f64.powi(6));
        // Binary units and IOPS are shown as written.
        assert_eq!(Unit::parse("MiB/s").unwrap().readable_for(19000.0).symbol(), "MiB/s");
        assert_eq!(Unit::parse("IOPS").unwrap().readable_for(442089.0).symbol(), "IOPS");
        assert_eq!(ms.decimal_shift_to(Unit::parse("µs").unwrap()), Some(3));
        assert_eq!(Unit::parse("ms").unwrap().to_base(4.8), 0.0048);
    }

    #[test]
    fn currencies_are_units_of_their_own_dimension() {
        let eur = Unit::parse("EUR").unwrap();
        let usd = Unit::parse("USD").unwrap();
        assert_eq!(eur.currency(), Some("EUR"));
        assert_ne!(eur.dimension(), usd.dimension(), "no exchange rate is implied");
        assert!(ANY_CURRENCY.accepts(eur.dimension()));
        assert!(!ANY_CURRENCY.accepts(Dimension::Time));
        assert_eq!(Unit::parse("ms").unwrap().currency(), None);
        assert_eq!(currency_of_key("JPY"), Some("JPY"));
        assert_eq!(currency_of_key("ms"), None);
        assert!(Unit::parse("EUROS").is_none() && Unit::parse("eur").is_none());
        let codes: std::collections::BTreeSet<&str> = CURRENCIES.iter().map(|u| u.symbol).collect();
        assert_eq!(codes.len(), CURRENCIES.len(), "each currency once");
    }

    #[test]
    fn micro_sign_spellings_are_one_unit() {
        assert_eq!(Unit::parse("us"), Unit::parse("µs"));
        assert_eq!(Unit::parse("μs"), Unit::parse("µs"));
        assert!(Unit::parse("furlongs").is_none());
    }
}
