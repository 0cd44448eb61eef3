//! Which host names the preview answers to.
//!
//! A page of any site can make the browser send requests to the preview by rebinding its own
//! name to 127.0.0.1 (DNS rebinding): to the browser the preview is then that site, same
//! origin, and the page reads every preview page, unpublished drafts included. What gives
//! it away is the `Host` header, which carries the page's name. So a request is answered
//! only if its host is one the preview is reached under on purpose:
//!
//! - a loopback name: `localhost` and `*.localhost` (which browsers resolve to the loopback
//!   themselves, RFC 6761), an address of 127.0.0.0/8, `[::1]`;
//! - the address the server listens on, or, when it listens on every address (`0.0.0.0`,
//!   `[::]`), the address the connection came in on: an address is no name to rebind, and a
//!   page whose origin is the machine's own address is served by the preview itself;
//! - a name the user allowed (`--allow-host`, like Vite's `server.allowedHosts`): exactly that
//!   name, or, written with a leading dot (`.example.org`), that name and every name below it.
//!
//! With any port: the port says nothing of who named the host (a rebound name is sent with
//! the preview's own port), and a tunnel or a forwarded port reaches the preview under
//! another one. A request with no host to check (HTTP/1.1 without `Host`), more than one, or
//! one that is no host name or address is refused as malformed.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use iopress_site::diagnostics::Diagnostic;

/// The names the user allowed besides the loopback names and the server's own address.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllowedHosts {
    names: Vec<Allowed>,
}

/// One name the user allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Allowed {
    /// That name only (lowercase, without a final dot).
    Name(String),
    /// That name and every name below it (`.example.org`).
    Domain(String),
    Address(IpAddr),
}

/// A host as a request names it, without its port.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Host {
    /// A name, lowercase, without a final dot (`localhost.` is `localhost`).
    Name(String),
    Address(IpAddr),
}

impl std::fmt::Display for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Host::Name(name) => f.write_str(name),
            Host::Address(IpAddr::V6(address)) => write!(f, "[{address}]"),
            Host::Address(address) => write!(f, "{address}"),
        }
    }
}

impl AllowedHosts {
    /// The loopback names and the server's own address only.
    pub fn loopback_only() -> AllowedHosts {
        AllowedHosts::default()
    }

    /// These names too, as given to `--allow-host`: `name`, `.domain` (it and every name
    /// below it), or an address (`192.168.1.20`, `[fd00::1]` or `fd00::1`), without a port.
    pub fn new<S: AsRef<str>>(
        names: impl IntoIterator<Item = S>,
    ) -> Result<AllowedHosts, Diagnostic> {
        let names =
            names.into_iter().map(|name| allowed(name.as_ref())).collect::<Result<_, _>>()?;
        Ok(AllowedHosts { names })
    }

    /// Whether a request naming `host` is answered, on a server listening on `bound` whose
    /// connection came in on `local`.
    pub fn allows(&self, host: &Host, bound: IpAddr, local: Option<IpAddr>) -> bool {
        match host {
            Host::Name(name) => {
                name == "localhost"
                    || name.ends_with(".localhost")
                    || self.names.iter().any(|allowed| match allowed {
                        Allowed::Name(allowed) => name == allowed,
                        Allowed::Domain(domain) => {
                            name == domain
                                || name
                                    .strip_suffix(domain.as_str())
                                    .is_some_and(|below| below.ends_with('.'))
                        }
                        Allowed::Address(_) => false,
                    })
            }
            Host::Address(address) => {
                let address = canonical(*address);
                address.is_loopback()
                    || address == canonical(bound)
                    || (bound.is_unspecified() && local.map(canonical) == Some(address))
                    || self.names.contains(&Allowed::Address(address))
            }
        }
    }
}

/// An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, as a dual-stack socket reports an
/// IPv4 client) compares as the IPv4 address it is.
fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        IpAddr::V4(_) => address,
    }
}

/// A `Host` header's value (or a request target's authority): the host, and the port if
/// one is written. None if it is no host name or address.
pub fn parse_host(value: &str) -> Option<(Host, Option<u16>)> {
    let (host, port) = if let Some(rest) = value.strip_prefix('[') {
        let (address, port) = rest.split_once(']')?;
        let address: Ipv6Addr = address.parse().ok()?;
        (Host::Address(IpAddr::V6(address)), port)
    } else {
        let (name, port) = match value.rfind(':') {
            Some(colon) => (&value[..colon], &value[colon..]),
            None => (value, ""),
        };
        (name_or_address(name)?, port)
    };
    let port = match port {
        "" | ":" => None,
        _ => Some(port.strip_prefix(':')?.parse::<u16>().ok()?),
    };
    Some((host, port))
}

/// A host written without brackets or port: an IPv4 address, or a name of letters, digits,
/// `-`, `_` and dots (a browser sends an international name in its ASCII form, and refuses
/// a name with other characters before it sends anything).
fn name_or_address(text: &str) -> Option<Host> {
    if let Ok(address) = text.parse::<Ipv4Addr>() {
        return Some(Host::Address(IpAddr::V4(address)));
    }
    let name = text.strip_suffix('.').unwrap_or(text);
    let valid = !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'.');
    valid.then(|| Host::Name(name.to_ascii_lowercase()))
}

/// One `--allow-host` value, checked.
fn allowed(value: &str) -> Result<Allowed, Diagnostic> {
    let refuse = |why: &str| {
        Diagnostic::error(format!("`--allow-host {value}`: {why}")).with_help(
            "give a host name (`preview.example.org`), a name with a leading dot for it and \
             every name below it (`.example.org`), or an address (`192.168.1.20`, `[fd00::1]`); \
             without a port: every port is allowed",
        )
    };
    if value.is_empty() {
        return Err(refuse("the name is empty"));
    }
    if let Ok(address) = value.parse::<IpAddr>() {
        return Ok(Allowed::Address(canonical(address)));
    }
    if let Some(domain) = value.strip_prefix('.') {
        return match name_or_address(domain) {
            Some(Host::Name(domain)) if !domain.starts_with('.') => Ok(Allowed::Domain(domain)),
            _ => Err(refuse("a leading dot must be followed by a host name")),
        };
    }
    match parse_host(value) {
        Some((_, Some(_))) => Err(refuse("a port is not part of a host name")),
        Some((Host::Name(name), None)) => Ok(Allowed::Name(name)),
        Some((Host::Address(address), None)) => Ok(Allowed::Address(canonical(address))),
        None => Err(refuse("not a host name or address")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOUND: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    fn host(value: &str) -> Host {
        parse_host(value).unwrap_or_else(|| panic!("{value:?} refused")).0
    }

    #[test]
    fn parses_names_addresses_and_ports() {
        assert_eq!(
            parse_host("LocalHost.:1111"),
            Some((Host::Name("localhost".into()), Some(1111)))
        );
        assert_eq!(parse_host("127.0.0.1"), Some((Host::Address(BOUND), None)));
        assert_eq!(
            parse_host("[::1]:80"),
            Some((Host::Address(IpAddr::V6(Ipv6Addr::LOCALHOST)), Some(80)))
        );
        assert_eq!(parse_host("example.org:"), Some((Host::Name("example.org".into()), None)));
        for bad in [
            "", ":80", "a b", "a/b", "a@b", "a*b", "[::1", "[::1]x", "[nope]", "a:port", "a:70000",
            ".",
        ] {
            assert_eq!(parse_host(bad), None, "{bad:?}");
        }
        assert_eq!(host("[::1]").to_string(), "[::1]");
        assert_eq!(host("Evil.Example").to_string(), "evil.example");
    }

    #[test]
    fn loopback_and_the_servers_own_address_only() {
        let hosts = AllowedHosts::loopback_only();
        for ok in
            ["localhost", "a.b.localhost", "127.0.0.1", "127.9.9.9", "[::1]", "[::ffff:127.0.0.1]"]
        {
            assert!(hosts.allows(&host(ok), BOUND, None), "{ok} refused");
        }
        for refused in
            ["evil.example", "localhost.evil.example", "xlocalhost", "10.0.0.1", "[::2]", "0.0.0.0"]
        {
            assert!(!hosts.allows(&host(refused), BOUND, None), "{refused} allowed");
        }
        // Bound to an address: that one. On every address: the one the connection came in on.
        let lan: IpAddr = "192.168.1.20".parse().unwrap();
        assert!(hosts.allows(&host("192.168.1.20"), lan, Some(lan)));
        let any: IpAddr = "0.0.0.0".parse().unwrap();
        assert!(hosts.allows(&host("192.168.1.20"), any, Some(lan)));
        assert!(hosts.allows(
            &host("192.168.1.20"),
            "::".parse().unwrap(),
            Some("::ffff:192.168.1.20".parse().unwrap())
        ));
        assert!(!hosts.allows(&host("192.168.1.21"), any, Some(lan)));
        assert!(!hosts.allows(&host("192.168.1.20"), BOUND, Some(BOUND)));
    }

    #[test]
    fn names_the_user_allowed() {
        let hosts =
            AllowedHosts::new(["Preview.Test", ".example.org", "10.0.0.5", "[fd00::1]"]).unwrap();
        for ok in [
            "preview.test",
            "PREVIEW.test.",
            "example.org",
            "a.example.org",
            "a.b.example.org",
            "10.0.0.5",
            "[fd00::1]",
        ] {
            assert!(hosts.allows(&host(ok), BOUND, None), "{ok} refused");
        }
        for refused in ["a.preview.test", "badexample.org", "example.org.evil", "10.0.0.6"] {
            assert!(!hosts.allows(&host(refused), BOUND, None), "{refused} allowed");
        }
        assert!(AllowedHosts::new(["fd00::1"]).unwrap().allows(&host("[fd00::1]"), BOUND, None));
    }

    #[test]
    fn refuses_what_is_no_host() {
        for (value, why) in [
            ("", "empty"),
            ("preview.test:8080", "a port"),
            ("a b", "not a host"),
            ("http://preview.test", "not a host"),
            ("*", "not a host"),
            (".", "leading dot"),
            ("..example.org", "leading dot"),
        ] {
            let error = AllowedHosts::new([value]).expect_err(value);
            assert!(error.message.contains(why), "{value:?}: {}", error.message);
            assert!(
                error.message.contains(&format!("`--allow-host {value}`")),
                "{}",
                error.message
            );
            assert!(error.help.as_deref().is_some_and(|help| help.contains(".example.org")));
        }
    }
}
