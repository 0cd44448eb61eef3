//! The HTTP side of `iopress serve`: the current snapshot's files, the live-reload script,
//! and the reload channel (Server-Sent Events) that tells open pages to reload, swap their
//! stylesheets, or show the errors of a failed rebuild.
//!
//! Every response carries `Cache-Control: no-store` (a preview must never show a stale
//! page) and `X-Content-Type-Options: nosniff`. HTML pages get a `<script>` for
//! [`SCRIPT_PATH`] inserted before their last `</body>` on the way out; the snapshot itself
//! is never changed.
//!
//! The reload channel's wire format, one SSE message per [`LiveEvent`]:
//!
//! ```text
//! event: <kind>            build | reload | update | css | errors | clear
//! data: <the LiveEvent as JSON>   e.g. {"kind":"errors","problems":[{"file":..., ...}]}
//! ```
//!
//! A connection (`/__iopress/events?page=<the page's URL path>`) starts with `retry: 1000`
//! (reconnect after a second), then `build` with the version of that page now served (the
//! publication in which it last changed; a page served an older one reloads), then an
//! `errors` message if the last rebuild failed, then every event the rebuild loop broadcasts.
//! A browser too slow to keep up (the broadcast lagged) is sent `reload`: it then connects
//! afresh and is sent the current errors. Comments keep the connection alive every 15 s.
//!
//! Connections are accepted and timed by `serve::connections` (see [`Limits`]): a stalled client is
//! closed, and never keeps a browser from being answered; a reload channel is never
//! closed for being quiet.
//!
//! Every request, the reload channel's included, is first checked for the host it names
//! ([`AllowedHosts`]): another name gets `403` (a page of another site whose name was rebound
//! to this machine), no `Host` on HTTP/1.1 or a malformed one `400`.

use std::convert::Infallible;
use std::future::Future;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Version};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::sync::{broadcast, mpsc, watch};
use tokio_stream::wrappers::ReceiverStream;

pub use super::connections::{bind, Limits};
pub use super::hosts::AllowedHosts;
use super::hosts::{parse_host, Host};
use super::state::{LiveEvent, Shared};
use super::{connections, paths};

/// The URL path of the reload channel.
pub const EVENTS_PATH: &str = "/__iopress/events";
/// The URL path of the live-reload script injected into every HTML page.
pub const SCRIPT_PATH: &str = "/__iopress/live.js";

/// What is inserted before `</body>` of HTML responses.
/// The script tag, with the build the page comes from.
fn script_tag(build: u64) -> String {
    format!("<script src=\"{SCRIPT_PATH}\" data-build=\"{build}\" defer></script>")
}
const LIVE_JS: &str = include_str!("live.js");
const KEEP_ALIVE: Duration = Duration::from_secs(15);
const RETRY: Duration = Duration::from_secs(1);

#[derive(Clone)]
struct App {
    shared: Arc<Shared>,
    events: broadcast::Sender<LiveEvent>,
    /// The names requests may give as their host, besides the loopback ones.
    hosts: Arc<AllowedHosts>,
    /// The address the server listens on (`0.0.0.0` or `[::]` for every one).
    bound: IpAddr,
    /// Turns `true` when the server shuts down, to end the open reload channels (graceful
    /// shutdown waits for every connection, and theirs would never end by themselves).
    stop: watch::Receiver<bool>,
}

/// Serves `shared` on `listener` until `shutdown` resolves, within `limits` (timeouts and
/// the number of connections, see [`Limits`]), to requests naming a loopback host, the
/// listening address or one of `hosts`. Reload events come from `events` (a tokio
/// broadcast channel the rebuild loop sends [`LiveEvent`]s on). A failed accept is
/// retried, so this ends only at `shutdown`, with `Ok`; it fails only if the listener has
/// no address.
pub async fn serve(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    events: broadcast::Sender<LiveEvent>,
    limits: Limits,
    hosts: AllowedHosts,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let bound = listener.local_addr()?.ip();
    let (stop_tx, stop) = watch::channel(false);
    let app = App { shared, events, hosts: Arc::new(hosts), bound, stop: stop.clone() };
    let app = Router::new().fallback(handle).with_state(app);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stop_tx.send(true);
    });
    connections::serve(listener, app, limits, stop).await;
    Ok(())
}

async fn handle(State(app): State<App>, request: Request) -> Response {
    if let Some(refusal) = refuse_host(&app, &request) {
        return refusal;
    }
    let method = request.method();
    let head = method == Method::HEAD;
    let path = request.uri().path();
    if path == EVENTS_PATH {
        return if method == Method::GET {
            events(&app, request.headers(), request.uri().query())
        } else {
            not_allowed("GET")
        };
    }
    if method != Method::GET && !head {
        return not_allowed("GET, HEAD");
    }
    if path == SCRIPT_PATH {
        return bytes_response(
            StatusCode::OK,
            "application/javascript; charset=utf-8",
            Bytes::from_static(LIVE_JS.as_bytes()),
            head,
        );
    }
    files(&app, path, request.uri().query(), head)
}

/// The response refusing a request for the host it names, or None if it names one the
/// preview answers to (see [`AllowedHosts`]). Both the `Host` header and a request target
/// written with its host (`GET http://host/ HTTP/1.1`, which takes precedence over `Host`
/// for HTTP) are checked.
fn refuse_host(app: &App, request: &Request) -> Option<Response> {
    let head = request.method() == Method::HEAD;
    let bad = |message: &'static str| Some(plain(StatusCode::BAD_REQUEST, message, head));
    let mut host_headers = request.headers().get_all(header::HOST).iter();
    let host_header = host_headers.next();
    if host_headers.next().is_some() {
        return bad("400 Bad Request: more than one Host header\n");
    }
    let mut named = Vec::with_capacity(2);
    match host_header.map(HeaderValue::to_str) {
        Some(Ok(value)) => named.push(value),
        Some(Err(_)) => return bad("400 Bad Request: the Host header is not a host name\n"),
        // HTTP/1.0 had no Host: its clients are tools, not browsers, and a page cannot
        // make a browser send such a request.
        None if matches!(request.version(), Version::HTTP_09 | Version::HTTP_10) => {}
        None => return bad("400 Bad Request: an HTTP/1.1 request must name its host (Host)\n"),
    }
    if let Some(authority) = request.uri().authority() {
        named.push(authority.as_str());
    }
    let local = request.extensions().get::<connections::LocalAddr>().map(|local| local.0.ip());
    for value in named {
        let Some((host, _port)) = parse_host(value) else {
            return bad("400 Bad Request: the host named is not a host name or address\n");
        };
        if !app.hosts.allows(&host, app.bound, local) {
            return Some(foreign_host(&host, head));
        }
    }
    None
}

/// The refusal of a host the preview does not answer to, saying how to allow it.
fn foreign_host(host: &Host, head: bool) -> Response {
    let text = format!(
        "403 Forbidden: this preview does not answer to the host `{host}`.\n\
         \n\
         It answers to localhost, 127.0.0.1 and [::1], to the address it listens on, and to \
         the names it was started with. A page of another site can reach it under that \
         site's own name by pointing the name at this machine (DNS rebinding), and would \
         then read every page of the preview, drafts included.\n\
         \n\
         If you opened the preview under this name yourself, start it with:\n\
         \n    iopress serve --allow-host {host}\n"
    );
    bytes_response(StatusCode::FORBIDDEN, "text/plain; charset=utf-8", Bytes::from(text), head)
}

/// A file of the current snapshot, a redirect to a directory's `/`, or the site's 404.
fn files(app: &App, path: &str, query: Option<&str>, head: bool) -> Response {
    let key = match paths::snapshot_key(path) {
        Ok(key) => key,
        Err(_) => return plain(StatusCode::BAD_REQUEST, "400 Bad Request: refused path\n", head),
    };
    let snapshot = app.shared.snapshot();
    if let Some(bytes) = snapshot.get(&key) {
        return file_response(StatusCode::OK, &key, bytes, snapshot.version(&key), head);
    }
    if !path.ends_with('/') && snapshot.get(&format!("{key}/index.html")).is_some() {
        // `path` passed `snapshot_key`, so it starts with a single `/`: the location
        // stays on this server.
        let location = match query {
            Some(query) => format!("{path}/?{query}"),
            None => format!("{path}/"),
        };
        return redirect(&location, head);
    }
    let page = paths::top_folder(&key)
        .and_then(|folder| snapshot.get(&format!("{folder}/404.html")))
        .or_else(|| snapshot.get("404.html"));
    match page {
        Some(bytes) => {
            file_response(StatusCode::NOT_FOUND, "404.html", bytes, snapshot.build, head)
        }
        None => plain(StatusCode::NOT_FOUND, "404 Not Found\n", head),
    }
}

fn file_response(
    status: StatusCode,
    key: &str,
    bytes: &Arc<[u8]>,
    build: u64,
    head: bool,
) -> Response {
    let content_type = content_type(key);
    let body = if content_type.starts_with("text/html") {
        Bytes::from(inject_script(bytes, build))
    } else {
        Bytes::from_owner(Arc::clone(bytes))
    };
    bytes_response(status, content_type, body, head)
}

/// The reload channel: Server-Sent Events, for pages of this server only.
fn events(app: &App, headers: &HeaderMap, query: Option<&str>) -> Response {
    if !same_origin(headers) {
        return plain(StatusCode::FORBIDDEN, "403 Forbidden: foreign origin\n", false);
    }
    // Subscribe before reading the errors: an Errors event sent in between is then sent
    // twice rather than lost.
    let mut live = app.events.subscribe();
    let errors = app.shared.errors();
    // The version of the page that connects (`?page=<its URL path>`), which it compares
    // with the version it was served.
    let snapshot = app.shared.snapshot();
    let page = page_parameter(query).and_then(|page| paths::snapshot_key(&page).ok());
    let build = page.as_ref().map(|key| snapshot.version(key)).unwrap_or(snapshot.build);
    // While the channel is open, a rebuild renders this page before the others.
    let viewing = page.map(|key| app.shared.view(&key));
    let mut stop = app.stop.clone();
    let (tx, rx) = mpsc::channel::<Result<Event, Infallible>>(16);
    tokio::spawn(async move {
        let _viewing = viewing;
        if tx.send(Ok(Event::default().retry(RETRY))).await.is_err() {
            return;
        }
        if tx.send(Ok(sse_event(&LiveEvent::Build { build }))).await.is_err() {
            return;
        }
        if !errors.is_empty() {
            let event = sse_event(&LiveEvent::Errors { problems: errors });
            if tx.send(Ok(event)).await.is_err() {
                return;
            }
        }
        loop {
            let event = tokio::select! {
                _ = tx.closed() => break,
                _ = stop.wait_for(|stopped| *stopped) => break,
                received = live.recv() => match received {
                    Ok(event) => event,
                    Err(broadcast::error::RecvError::Lagged(_)) => LiveEvent::Reload,
                    Err(broadcast::error::RecvError::Closed) => break,
                },
            };
            if tx.send(Ok(sse_event(&event))).await.is_err() {
                break;
            }
        }
    });
    let mut response = Sse::new(ReceiverStream::new(rx))
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response();
    common_headers(response.headers_mut());
    response
}

/// The `page` parameter of the reload channel's query, decoded once (it is the page's
/// `location.pathname`, itself still percent-encoded).
fn page_parameter(query: Option<&str>) -> Option<String> {
    query?.split('&').find_map(|pair| {
        let value = pair.strip_prefix("page=")?;
        percent_encoding::percent_decode_str(value).decode_utf8().ok().map(|v| v.into_owned())
    })
}

fn sse_event(event: &LiveEvent) -> Event {
    let kind = match event {
        LiveEvent::Reload => "reload",
        LiveEvent::Update { .. } => "update",
        LiveEvent::Css => "css",
        LiveEvent::Errors { .. } => "errors",
        LiveEvent::Clear => "clear",
        LiveEvent::Build { .. } => "build",
    };
    // Serializing these plain types cannot fail; an empty object would still be a valid
    // message of the right kind.
    let data = serde_json::to_string(event).unwrap_or_else(|_| "{}".to_owned());
    Event::default().event(kind).data(data)
}

/// No `Origin` (same-origin GETs may omit it) or one whose host and port are the request's
/// `Host`. Anything else, `Origin: null` included, is another site's page.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let Some((scheme, authority)) = origin.to_str().ok().and_then(|o| o.split_once("://")) else {
        return false;
    };
    let default_port = match scheme.to_ascii_lowercase().as_str() {
        "http" => 80,
        "https" => 443,
        _ => return false,
    };
    match (host_and_port(authority, default_port), host_and_port(host, 80)) {
        (Some(origin), Some(host)) => origin == host,
        _ => false,
    }
}

/// `host[:port]` or `[v6]:port`, lowercased, with the default port filled in.
fn host_and_port(authority: &str, default_port: u16) -> Option<(String, u16)> {
    if authority.is_empty() || authority.contains(['/', '?', '#', '@', ' ']) {
        return None;
    }
    let (host, port) = if authority.starts_with('[') {
        let end = authority.find(']')?;
        (&authority[..=end], &authority[end + 1..])
    } else {
        match authority.rfind(':') {
            Some(colon) => (&authority[..colon], &authority[colon..]),
            None => (authority, ""),
        }
    };
    let port = match port {
        "" => default_port,
        _ => port.strip_prefix(':')?.parse().ok()?,
    };
    if host.is_empty() {
        return None;
    }
    Some((host.to_ascii_lowercase(), port))
}

/// The Content-Type for a snapshot key, by its extension; text types in UTF-8.
fn content_type(key: &str) -> &'static str {
    let name = key.rsplit('/').next().unwrap_or(key);
    if name.eq_ignore_ascii_case("atom.xml") {
        return "application/atom+xml; charset=utf-8";
    }
    let ext = match name.rsplit_once('.') {
        Some((_, ext)) => ext.to_ascii_lowercase(),
        None => return "application/octet-stream",
    };
    // Set here: the text types (for their charset) and those mime_guess gets wrong or
    // old-fashioned (it says text/xml for xml and application/font-woff for woff).
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "application/javascript; charset=utf-8",
        "svg" => "image/svg+xml; charset=utf-8",
        "xml" | "xsl" => "application/xml; charset=utf-8",
        "atom" => "application/atom+xml; charset=utf-8",
        "rss" => "application/rss+xml; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "md" => "text/markdown; charset=utf-8",
        "csv" => "text/csv; charset=utf-8",
        "json" | "map" => "application/json; charset=utf-8",
        "webmanifest" => "application/manifest+json; charset=utf-8",
        "pdf" => "application/pdf",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "ico" => "image/x-icon",
        _ => match mime_guess::from_ext(&ext).first_raw() {
            // Any other text type is sent without a charset rather than guessed wrong.
            Some(guess) => guess,
            None => "application/octet-stream",
        },
    }
}

/// `html` with the live-reload script before its last `</body>` (in any letter case), or
/// at the end if it has none.
fn inject_script(html: &[u8], build: u64) -> Vec<u8> {
    let tag = script_tag(build);
    let tag = tag.as_bytes();
    let at = html
        .windows(b"</body>".len())
        .rposition(|w| w.eq_ignore_ascii_case(b"</body>"))
        .unwrap_or(html.len());
    let mut out = Vec::with_capacity(html.len() + tag.len());
    out.extend_from_slice(&html[..at]);
    out.extend_from_slice(tag);
    out.extend_from_slice(&html[at..]);
    out
}

fn common_headers(headers: &mut HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
}

/// A complete response; for HEAD, the same headers (Content-Length included) and no body.
fn bytes_response(
    status: StatusCode,
    content_type: &'static str,
    body: Bytes,
    head: bool,
) -> Response {
    let length = body.len();
    let mut response =
        if head { Response::new(Body::empty()) } else { Response::new(Body::from(body)) };
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    common_headers(headers);
    response
}

fn plain(status: StatusCode, message: &'static str, head: bool) -> Response {
    bytes_response(
        status,
        "text/plain; charset=utf-8",
        Bytes::from_static(message.as_bytes()),
        head,
    )
}

fn not_allowed(allow: &'static str) -> Response {
    let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "405 Method Not Allowed\n", false);
    response.headers_mut().insert(header::ALLOW, HeaderValue::from_static(allow));
    response
}

fn redirect(location: &str, head: bool) -> Response {
    let mut response = plain(StatusCode::PERMANENT_REDIRECT, "308 Permanent Redirect\n", head);
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn injects_before_the_last_body_end() {
        let tag = script_tag(1);
        assert_eq!(tag, "<script src=\"/__iopress/live.js\" data-build=\"1\" defer></script>");
        let out = inject_script(b"<html><body><p>&lt;/body&gt;</p></body></html>", 1);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("<html><body><p>&lt;/body&gt;</p>{tag}</body></html>")
        );
        let out = inject_script(b"<p>a</BODY>x</Body>", 1);
        assert_eq!(String::from_utf8(out).unwrap(), format!("<p>a</BODY>x{tag}</Body>"));
        let out = inject_script(b"<p>no body end", 1);
        assert_eq!(String::from_utf8(out).unwrap(), format!("<p>no body end{tag}"));
    }

    #[test]
    fn content_types() {
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("fr/a/INDEX.HTML"), "text/html; charset=utf-8");
        assert_eq!(content_type("style.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("a.js"), "application/javascript; charset=utf-8");
        assert_eq!(content_type("charts/x.svg"), "image/svg+xml; charset=utf-8");
        assert_eq!(content_type("sitemap.xml"), "application/xml; charset=utf-8");
        assert_eq!(content_type("fr/atom.xml"), "application/atom+xml; charset=utf-8");
        assert_eq!(content_type("robots.txt"), "text/plain; charset=utf-8");
        assert_eq!(content_type("data.json"), "application/json; charset=utf-8");
        assert_eq!(content_type("r.pdf"), "application/pdf");
        assert_eq!(content_type("f.woff"), "font/woff");
        assert_eq!(content_type("f.woff2"), "font/woff2");
        assert_eq!(content_type("f.ttf"), "font/ttf");
        assert_eq!(content_type("f.otf"), "font/otf");
        assert_eq!(content_type("i.png"), "image/png");
        assert_eq!(content_type("i.jpg"), "image/jpeg");
        assert_eq!(content_type("i.jpeg"), "image/jpeg");
        assert_eq!(content_type("i.webp"), "image/webp");
        assert_eq!(content_type("i.gif"), "image/gif");
        assert_eq!(content_type("favicon.ico"), "image/x-icon");
        assert_eq!(content_type("CNAME"), "application/octet-stream");
        assert_eq!(content_type("x.unknownext"), "application/octet-stream");
    }

    fn headers(pairs: &[(header::HeaderName, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(name.clone(), HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn origins() {
        use header::{HOST, ORIGIN};
        assert!(same_origin(&headers(&[(HOST, "127.0.0.1:1111")])));
        assert!(same_origin(&headers(&[
            (HOST, "127.0.0.1:1111"),
            (ORIGIN, "http://127.0.0.1:1111")
        ])));
        assert!(same_origin(&headers(&[(HOST, "LocalHost"), (ORIGIN, "http://localhost:80")])));
        assert!(same_origin(&headers(&[(HOST, "[::1]:8080"), (ORIGIN, "http://[::1]:8080")])));
        for (host, origin) in [
            ("127.0.0.1:1111", "http://evil.example"),
            ("127.0.0.1:1111", "http://127.0.0.1:2222"),
            ("127.0.0.1:1111", "null"),
            ("127.0.0.1:1111", "file://"),
            ("localhost", "https://localhost"),
            ("127.0.0.1:1111", "http://127.0.0.1:1111@evil.example"),
            ("[::1]:8080", "http://[::1]:8081"),
        ] {
            assert!(
                !same_origin(&headers(&[(HOST, host), (ORIGIN, origin)])),
                "{origin} accepted for {host}"
            );
        }
        assert!(!same_origin(&headers(&[(ORIGIN, "http://127.0.0.1:1111")])));
    }
}
