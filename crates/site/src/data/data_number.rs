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
    fn floats_from_toml_use_their_shortest_form() {
        assert_eq!(DataNumber::from_f64(2.7).digits, "2.7");
        assert_eq!(DataNumber::from_f64(18.0).digits, "18");
    }
}
