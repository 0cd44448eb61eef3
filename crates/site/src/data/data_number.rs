//! Numbers as written in data files.

use std::fmt;

use super::units::Unit;

/// A number from a data file, kept with the digits it was written with, so that `5.80`
/// is shown as `5.80` (or `5,80`), never `5.8`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataNumber {
    /// Canonical data form without the `~`: an optional `-`, digits, optionally `.` and digits.
    pub digits: String,
    pub value: f64,
    /// Written with a leading `~`: the source gave it only approximately.
    pub approximate: bool,
}

/// Why a text is not a data number, phrased for the editor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberSyntaxError {
    pub message: String,
    pub help: String,
}

impl DataNumber {
    pub fn parse(text: &str) -> Result<DataNumber, NumberSyntaxError> {
        let trimmed = text.trim();
        let (approximate, rest) = match trimmed.strip_prefix('~') {
            Some(rest) => (true, rest.trim_start()),
            None => (false, trimmed),
        };
        if !is_data_form(rest) {
            let help = if rest.contains(',') || rest.matches('.').count() > 1 || rest.contains(' ')
            {
                format!(
                    "write numbers without grouping separators and with `.` for decimals, e.g. `{}`",
                    suggest_data_form(rest)
                )
            } else if is_non_finite_word(rest) {
                NOT_FINITE_HELP.to_string()
            } else {
                "write a plain number such as `12610.3`, optionally starting with `~` when approximate".to_string()
            };
            return Err(NumberSyntaxError {
                message: format!("`{trimmed}` is not a number"),
                help,
            });
        }
        let value: f64 = rest.parse().map_err(|_| NumberSyntaxError {
            message: format!("`{trimmed}` is not a number"),
            help: "write a plain number such as `12610.3`".into(),
        })?;
        if !value.is_finite() {
            return Err(too_large(rest));
        }
        Ok(DataNumber { digits: rest.to_string(), value, approximate })
    }

    /// From a TOML float. TOML can write `nan` and `inf`, which measure nothing: refused.
    pub fn from_toml_float(value: f64) -> Result<DataNumber, NumberSyntaxError> {
        if value.is_finite() {
            Ok(DataNumber::from_f64(value))
        } else {
            let written = if value.is_nan() {
                "nan"
            } else if value > 0.0 {
                "inf"
            } else {
                "-inf"
            };
            Err(NumberSyntaxError {
                message: format!("`{written}` is not a number"),
                help: NOT_FINITE_HELP.into(),
            })
        }
    }

    /// Refuses a value its unit cannot have: an amount (a rate, a time, a size, a count…)
    /// below zero is a typing mistake or a tool's overflow, never a measurement.
    pub fn check_sign(&self, unit: Unit) -> Result<(), NumberSyntaxError> {
        let dimension = unit.dimension();
        if self.value >= 0.0 || dimension.can_be_negative() {
            return Ok(());
        }
        // "a time in ms", but a plain count is just "a count".
        let what = match unit.symbol() {
            "count" => dimension.noun().to_string(),
            symbol => format!("{} in {symbol}", dimension.noun()),
        };
        Err(NumberSyntaxError {
            message: format!("`{self}` is below zero"),
            help: format!(
                "{what} cannot be negative: check the sign, and the source the figure came from"
            ),
        })
    }

    /// From a TOML integer or float: floats use Rust's shortest round-trip form (`2.7`).
    pub fn from_f64(value: f64) -> DataNumber {
        let digits = if value.fract() == 0.0 && value.abs() < 1e15 {
            format!("{}", value as i64)
        } else {
            format!("{value}")
        };
        DataNumber { digits, value, approximate: false }
    }

    /// The same number divided by 10^`places` (negative: multiplied), digits moved rather
    /// than recomputed, so nothing is rounded: `9980` shifted by 3 is `9.98`.
    pub fn shifted(&self, places: i32) -> DataNumber {
        if places == 0 {
            return self.clone();
        }
        let (negative, unsigned) = match self.digits.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, self.digits.as_str()),
        };
        let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
        let all: String = format!("{whole}{fraction}");
        // Position of the decimal point within `all`, counted from its start.
        let point = whole.len() as i64 - places as i64;
        let padded = if point <= 0 {
            format!("0.{}{all}", "0".repeat((-point) as usize))
        } else if point as usize >= all.len() {
            format!("{all}{}", "0".repeat(point as usize - all.len()))
        } else {
            format!("{}.{}", &all[..point as usize], &all[point as usize..])
        };
        let mut digits = padded.trim_start_matches('0').to_string();
        if digits.starts_with('.') || digits.is_empty() {
            digits.insert(0, '0');
        }
        if digits.contains('.') {
            digits = digits.trim_end_matches('0').trim_end_matches('.').to_string();
        }
        if negative && digits != "0" {
            digits.insert(0, '-');
        }
        DataNumber {
            value: digits.parse().unwrap_or(self.value),
            digits,
            approximate: self.approximate,
        }
    }

    /// How many digits follow the decimal point as written.
    pub fn fraction_digits(&self) -> usize {
        self.digits.split_once('.').map(|(_, f)| f.len()).unwrap_or(0)
    }
}

impl fmt::Display for DataNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.approximate {
            write!(f, "~")?;
        }
        write!(f, "{}", self.digits)
    }
}

/// A figure given as a range or a bound rather than as one value, as spec sheets give them:
/// an active power of `7-30` W, an endurance of `40+` PBW, an idle power of `<=5` W. Both
/// ends belong to it. Each end keeps the digits it was written with.
///
/// Written in data as `7-30` or `7–30` (a range, its low end first), `40+`, `>=40` or `≥40`
/// (at least 40), `<=5` or `≤5` (at most 5); spaces may stand around the signs.
#[derive(Debug, Clone, PartialEq)]
pub enum Interval {
    /// From the first to the second, the first below the second.
    Between(DataNumber, DataNumber),
    AtLeast(DataNumber),
    AtMost(DataNumber),
}

impl Interval {
    /// Reads a range or a bound; `None` when `text` is not written as one (it may be a plain
    /// number, or not a figure at all, which [`DataNumber::parse`] then says).
    pub fn parse(text: &str) -> Option<Result<Interval, NumberSyntaxError>> {
        let trimmed = text.trim();
        let bound = |rest: &str, make: fn(DataNumber) -> Interval| end(trimmed, rest).map(make);
        for (sign, make) in [
            (">=", Interval::AtLeast as fn(DataNumber) -> Interval),
            ("≥", Interval::AtLeast),
            ("⩾", Interval::AtLeast),
            ("<=", Interval::AtMost),
            ("≤", Interval::AtMost),
            ("⩽", Interval::AtMost),
        ] {
            if let Some(rest) = trimmed.strip_prefix(sign) {
                return Some(bound(rest, make));
            }
        }
        if let Some(sign) = trimmed.chars().next().filter(|c| matches!(c, '>' | '<')) {
            let rest = trimmed[1..].trim();
            let (written, meaning) = if sign == '>' {
                (format!(">={rest}` or `{rest}+"), "or more")
            } else {
                (format!("<={rest}"), "or less")
            };
            return Some(Err(NumberSyntaxError {
                message: format!("`{trimmed}` is a strict bound"),
                help: format!("a bound includes its figure: write `{written}` ({rest} {meaning}), as spec sheets mean it"),
            }));
        }
        if let Some(rest) = trimmed.strip_suffix('+') {
            return Some(bound(rest, Interval::AtLeast));
        }
        let (low, high) = split_range(trimmed)?;
        Some(range(trimmed, low, high))
    }

    /// Its low end (none for an upper bound).
    pub fn low(&self) -> Option<&DataNumber> {
        match self {
            Interval::Between(low, _) | Interval::AtLeast(low) => Some(low),
            Interval::AtMost(_) => None,
        }
    }

    /// Its high end (none for a lower bound).
    pub fn high(&self) -> Option<&DataNumber> {
        match self {
            Interval::Between(_, high) | Interval::AtMost(high) => Some(high),
            Interval::AtLeast(_) => None,
        }
    }

    /// The figures it is written with: both ends of a range, a bound's one.
    pub fn ends(&self) -> impl Iterator<Item = &DataNumber> {
        self.low().into_iter().chain(self.high())
    }

    /// Whether `value` (in the same unit) is within it, its ends included.
    pub fn contains(&self, value: f64) -> bool {
        self.low().is_none_or(|low| value >= low.value)
            && self.high().is_none_or(|high| value <= high.value)
    }

    /// Whether it is a range (two ends) rather than a bound.
    pub fn is_range(&self) -> bool {
        matches!(self, Interval::Between(..))
    }

    /// "a range" or "a bound", for messages.
    pub fn noun(&self) -> &'static str {
        if self.is_range() {
            "a range"
        } else {
            "a bound"
        }
    }

    /// The largest end in magnitude: what a readable unit is chosen by (`800-3200` TB is
    /// shown in PB, as 3200 TB is).
    pub fn magnitude(&self) -> f64 {
        self.ends().map(|n| n.value.abs()).fold(0.0, f64::max)
    }

    /// The same interval with each end divided by 10^`places` (see [`DataNumber::shifted`]).
    pub fn shifted(&self, places: i32) -> Interval {
        match self {
            Interval::Between(low, high) => {
                Interval::Between(low.shifted(places), high.shifted(places))
            }
            Interval::AtLeast(n) => Interval::AtLeast(n.shifted(places)),
            Interval::AtMost(n) => Interval::AtMost(n.shifted(places)),
        }
    }

    /// Refuses an end below zero in a unit that cannot be (see [`DataNumber::check_sign`]).
    pub fn check_sign(&self, unit: Unit) -> Result<(), NumberSyntaxError> {
        self.ends().try_for_each(|n| n.check_sign(unit))
    }

    /// Whether `other` is the same interval, however its ends are written (`7-30` and
    /// `7.0–30`).
    pub fn same_as(&self, other: &Interval) -> bool {
        let value = |n: Option<&DataNumber>| n.map(|n| n.value);
        std::mem::discriminant(self) == std::mem::discriminant(other)
            && value(self.low()) == value(other.low())
            && value(self.high()) == value(other.high())
    }
}

/// The data form, which every program reads back and spreadsheets keep as text: `7–30` with
/// an en dash (`7-30` is a date to a spreadsheet, and `-40-85` a formula), `>=40`, `<=5`.
impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Interval::Between(low, high) => write!(f, "{low}–{high}"),
            Interval::AtLeast(n) => write!(f, ">={n}"),
            Interval::AtMost(n) => write!(f, "<={n}"),
        }
    }
}

/// An end of a range or a bound of `whole`: a number, and an exact one (a range gives its ends
/// as the source does; `~` would say it does not).
fn end(whole: &str, text: &str) -> Result<DataNumber, NumberSyntaxError> {
    let number = DataNumber::parse(text).map_err(|e| NumberSyntaxError {
        message: format!("`{whole}` is not a number, a range or a bound"),
        help: format!("{}; {RANGE_HELP}", e.help),
    })?;
    if number.approximate {
        return Err(NumberSyntaxError {
            message: format!("`{whole}` is an approximate range or bound"),
            help: "a range or a bound gives its ends as the source does: write it without `~`"
                .into(),
        });
    }
    Ok(number)
}

const RANGE_HELP: &str = "a range is written `7-30` (7 to 30), a bound `40+` or `>=40` (40 or more) or `<=5` (5 or less)";

/// A range's two ends as written: split at an en dash, or at a `-` that follows a digit
/// (`-40-85` is −40 to 85; a `-` at the start, or after another `-`, is a minus sign).
fn split_range(text: &str) -> Option<(&str, &str)> {
    if let Some((low, high)) = text.split_once('–') {
        return Some((low, high));
    }
    text.char_indices()
        .filter(|&(i, c)| c == '-' && i > 0)
        .find(|&(i, _)| text[..i].trim_end().ends_with(|c: char| c.is_ascii_digit() || c == '.'))
        .map(|(i, _)| (&text[..i], &text[i + 1..]))
}

/// The range `low` to `high` of `whole`: two numbers, the first below the second.
fn range(whole: &str, low: &str, high: &str) -> Result<Interval, NumberSyntaxError> {
    let (low, high) = (end(whole, low)?, end(whole, high)?);
    if low.value > high.value {
        return Err(NumberSyntaxError {
            message: format!("`{whole}` is a range from high to low"),
            help: format!("write its low end first: `{high}-{low}`"),
        });
    }
    if low.value == high.value {
        return Err(NumberSyntaxError {
            message: format!("`{whole}` is a range of one value"),
            help: format!("write the figure alone: `{high}`"),
        });
    }
    Ok(Interval::Between(low, high))
}

const NOT_FINITE_HELP: &str =
    "write the figure that was measured, such as `12610.3`; a value that was not measured is left out (in CSV, an empty cell)";

/// `NaN`, `inf`, `-Infinity`…: what tools print for a figure they could not compute.
fn is_non_finite_word(text: &str) -> bool {
    let unsigned = text.trim_start_matches(['-', '+']).to_ascii_lowercase();
    matches!(unsigned.as_str(), "nan" | "inf" | "infinity")
}

/// Digits so many that they overflow a 64-bit float: a typing or a tool's mistake. Only
/// their start is echoed, a 400-digit number would drown the message.
fn too_large(digits: &str) -> NumberSyntaxError {
    let shown: String = digits.chars().take(20).collect();
    let count = digits.bytes().filter(u8::is_ascii_digit).count();
    NumberSyntaxError {
        message: format!("`{shown}…` ({count} digits) is too large to be a number"),
        help: "numbers must be below about 1.8 × 10^308: check for digits typed twice or a missing `.`".into(),
    }
}

/// The one spelling of numbers in data files: an optional `-`, digits, optionally `.` and
/// digits. No grouping, no exponent, no leading `.`.
pub(crate) fn is_data_form(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (unsigned, None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    all_digits(whole) && fraction.is_none_or(all_digits)
}

/// A guess at what the editor meant, for the help text: `12,610.3` → `12610.3`.
fn suggest_data_form(text: &str) -> String {
    let cleaned: String =
        text.chars().filter(|c| !c.is_whitespace() && *c != '\u{202f}' && *c != '\u{a0}').collect();
    match (cleaned.rfind('.'), cleaned.rfind(',')) {
        // Both present: the later one is the decimal separator.
        (Some(dot), Some(comma)) if comma > dot => cleaned.replace('.', "").replace(',', "."),
        (Some(_), Some(_)) => cleaned.replace(',', ""),
        (None, Some(comma)) if cleaned.len() - comma - 1 == 3 => cleaned.replace(',', ""),
        (None, Some(_)) => cleaned.replace(',', "."),
        _ => cleaned.replacen('.', "", cleaned.matches('.').count().saturating_sub(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_written_digits_and_approximation() {
        let n = DataNumber::parse("5.80").unwrap();
        assert_eq!((n.digits.as_str(), n.value, n.fraction_digits()), ("5.80", 5.8, 2));
        let a = DataNumber::parse("~264000").unwrap();
        assert!(a.approximate);
        assert_eq!(a.value, 264000.0);
        assert_eq!(a.to_string(), "~264000");
    }

    #[test]
    fn grouped_numbers_are_refused_with_a_suggestion() {
        let e = DataNumber::parse("12,610.3").unwrap_err();
        assert!(e.help.contains("`12610.3`"), "{}", e.help);
        let e = DataNumber::parse("12.472,8").unwrap_err();
        assert!(e.help.contains("`12472.8`"), "{}", e.help);
        assert!(DataNumber::parse("XNUMX").is_err());
        assert!(DataNumber::parse("").is_err());
        assert!(DataNumber::parse("1e5").is_err());
    }

    #[test]
    fn shifting_moves_the_decimal_point_without_rounding() {
        let n = |s: &str| DataNumber::parse(s).unwrap();
        assert_eq!(n("9980").shifted(3).digits, "9.98");
        assert_eq!(n("0.05").shifted(-3).digits, "50");
        assert_eq!(n("159.9").shifted(0).digits, "159.9");
        assert_eq!(n("1.5").shifted(3).digits, "0.0015");
        assert_eq!(n("-2500").shifted(3).digits, "-2.5");
        assert!(n("~90000").shifted(3).approximate);
    }

    #[test]
    fn numbers_too_large_for_a_float_are_refused() {
        let e = DataNumber::parse(&"9".repeat(401)).unwrap_err();
        assert_eq!(e.message, "`99999999999999999999…` (401 digits) is too large to be a number");
        assert!(DataNumber::parse(&format!("-{}", "9".repeat(400))).is_err());
        assert!(DataNumber::parse(&format!("0.{}", "9".repeat(400))).is_ok());
    }

    #[test]
    fn nan_and_infinities_are_refused_with_what_to_write() {
        for text in ["NaN", "inf", "-inf", "Infinity"] {
            let e = DataNumber::parse(text).unwrap_err();
            assert_eq!(e.message, format!("`{text}` is not a number"));
            assert_eq!(e.help, NOT_FINITE_HELP);
        }
        assert_eq!(
            DataNumber::from_toml_float(f64::NAN).unwrap_err().message,
            "`nan` is not a number"
        );
        assert_eq!(
            DataNumber::from_toml_float(f64::NEG_INFINITY).unwrap_err().message,
            "`-inf` is not a number"
        );
    }

    #[test]
    fn amounts_cannot_be_negative_but_temperatures_can() {
        let n = |s: &str| DataNumber::parse(s).unwrap();
        let unit = |s: &str| Unit::parse(s).unwrap();
        let e = n("-19437").check_sign(unit("IOPS")).unwrap_err();
        assert_eq!(e.message, "`-19437` is below zero");
        assert_eq!(e.help, "an operation rate in IOPS cannot be negative: check the sign, and the source the figure came from");
        for symbol in ["TPS", "MB/s", "ms", "GB", "cores", "GHz", "DWPD", "mm", "g"] {
            assert!(n("~-1").check_sign(unit(symbol)).is_err(), "{symbol}");
            assert!(n("0").check_sign(unit(symbol)).is_ok(), "{symbol}");
        }
        for symbol in ["°C", "V", "W", "%"] {
            assert!(n("-5").check_sign(unit(symbol)).is_ok(), "{symbol}");
        }
    }

    #[test]
    fn ranges_and_bounds_are_read_with_their_ends_as_written() {
        let read = |s: &str| Interval::parse(s).expect("an interval").unwrap();
        let digits = |i: &Interval| -> Vec<String> { i.ends().map(|n| n.digits.clone()).collect() };
        for text in ["7-30", "7–30", " 7 – 30 ", "7 - 30"] {
            assert_eq!(read(text), read("7-30"), "{text}");
        }
        assert_eq!(digits(&read("0.50-1.5")), ["0.50", "1.5"]);
        assert_eq!(digits(&read("-40-85")), ["-40", "85"]);
        assert_eq!(digits(&read("-40--5")), ["-40", "-5"]);
        for text in ["40+", ">=40", "≥40", "≥ 40", "⩾40"] {
            assert_eq!(read(text), Interval::AtLeast(DataNumber::parse("40").unwrap()), "{text}");
        }
        for text in ["<=5", "≤5", "≤ 5", "⩽5"] {
            assert_eq!(read(text), Interval::AtMost(DataNumber::parse("5").unwrap()), "{text}");
        }
        // Plain numbers, negative ones included, are not intervals.
        for text in ["5", "-5", "~7", "12610.3"] {
            assert!(Interval::parse(text).is_none(), "{text}");
        }
        // The data form each is written back in.
        let forms: Vec<String> =
            ["7-30", "40+", "≤ 5.5", "-40-85"].iter().map(|t| read(t).to_string()).collect();
        assert_eq!(forms, ["7–30", ">=40", "<=5.5", "-40–85"]);
        assert!(read("7-30").contains(7.0) && read("7-30").contains(30.0));
        assert!(!read("7-30").contains(30.5) && read("40+").contains(1e9));
        assert!(read("7-30").same_as(&read("7.0–30")));
        assert!(!read("40+").same_as(&read("<=40")));
        assert_eq!(read("800-3200").shifted(3).to_string(), "0.8–3.2");
    }

    #[test]
    fn a_range_backwards_of_one_value_or_approximate_and_a_strict_bound_are_refused() {
        let error = |s: &str| Interval::parse(s).expect("an interval").unwrap_err();
        let e = error("30-7");
        assert_eq!(e.message, "`30-7` is a range from high to low");
        assert_eq!(e.help, "write its low end first: `7-30`");
        assert_eq!(error("30-30").message, "`30-30` is a range of one value");
        assert_eq!(error("~7-30").message, "`~7-30` is an approximate range or bound");
        assert_eq!(error(">40").message, "`>40` is a strict bound");
        assert!(error(">40").help.contains("`>=40` or `40+`"), "{}", error(">40").help);
        assert!(error("<5").help.contains("`<=5`"), "{}", error("<5").help);
        assert_eq!(error("7-30-40").message, "`7-30-40` is not a number, a range or a bound");
        assert!(error("abc+").help.contains("a range is written `7-30`"));
        // An end below zero in a unit that cannot be is refused as a number is.
        let e = read_err_sign("-5-10", "IOPS");
        assert_eq!(e.message, "`-5` is below zero");
    }

    fn read_err_sign(text: &str, unit: &str) -> NumberSyntaxError {
        let interval = Interval::parse(text).expect("an interval").unwrap();
        interval.check_sign(Unit::parse(unit).unwrap()).unwrap_err()
    }

    #[test]
    fn floats_from_toml_use_their_shortest_form() {
        assert_eq!(DataNumber::from_f64(2.7).digits, "2.7");
        assert_eq!(DataNumber::from_f64(18.0).digits, "18");
    }
}
