//! The output folder served read-only over HTTP on a loopback port, for the length of one
//! `iopress pdf` run, so that Chromium loads the print pages from `http://127.0.0.1:PORT/`.
//!
//! Printed from `file://` URLs, a page may load any file of the machine: raw HTML in a
//! review (`<iframe src="file:///etc/hostname">`, an `<img>`, an `<object>`) printed that file
//! into the published PDF. A page of an `http:` origin cannot load `file:` URLs, and this
//! server answers only with the files of the output folder. So it stays small: GET and HEAD
//! of regular files under the folder, each path segment decoded once and checked, the file
//! found through its real path (a symlink leading out of the folder is refused), no
//! directory listing and no index page. It is not the preview's server (`serve`), which
//! serves a snapshot in memory and injects its reload script.

use std::convert::Infallible;
use std::io;
use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;

use axum::body::Body;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use percent_encoding::percent_decode_str;

/// A running server. Dropping it stops it: the connections still open are closed.
pub struct OutputServer {
    addr: SocketAddr,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl OutputServer {
    /// Serves `folder` on 127.0.0.1, on a port the system picks.
    pub fn start(folder: &Path) -> io::Result<OutputServer> {
        // Files are compared with the folder's real path, so a symlink is judged by where it
        // leads.
        let root = Arc::new(std::fs::canonicalize(folder)?);
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        let (shutdown, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread =
            std::thread::Builder::new().name("iopress-pdf-http".into()).spawn(move || {
                runtime.block_on(async move {
                    let listener = match tokio::net::TcpListener::from_std(listener) {
                        Ok(listener) => listener,
                        Err(e) => {
                            eprintln!("error: cannot serve the output folder to Chromium: {e}");
                            return;
                        }
                    };
                    tokio::select! {
                        _ = stopped => {}
                        _ = accept_loop(listener, root) => {}
                    }
                });
                // Dropping the runtime here cancels the connections still open.
            })?;
        Ok(OutputServer { addr, shutdown: Some(shutdown), thread: Some(thread) })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The URL of a file given by its path relative to the served folder, each segment
    /// percent-encoded.
    pub fn url_of(&self, relative: &Path) -> String {
        let mut url = url::Url::parse(&format!("http://{}/", self.addr))
            .expect("http://127.0.0.1:PORT/ is a URL");
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.pop_if_empty();
            segments.extend(relative.components().map(|c| c.as_os_str().to_string_lossy()));
        }
        url.into()
    }
}

impl Drop for OutputServer {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

async fn accept_loop(listener: tokio::net::TcpListener, root: Arc<PathBuf>) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of file descriptors, say: wait rather than spin, then try again.
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
        };
        let root = root.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request: Request<Incoming>| {
                let root = root.clone();
                async move { Ok::<_, Infallible>(respond(&root, &request).await) }
            });
            // A client that breaks off is its own affair; nothing to report.
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn respond(root: &Arc<PathBuf>, request: &Request<Incoming>) -> Response<Body> {
    let head = request.method() == Method::HEAD;
    if request.method() != Method::GET && !head {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "405 Method Not Allowed\n");
        response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    let path = request.uri().path().to_owned();
    let root = root.clone();
    // Resolving and reading touch the disk: off the thread that serves every connection.
    let found = tokio::task::spawn_blocking(move || {
        let file = resolve(&root, &path)?;
        std::fs::read(&file).map(|bytes| (file, bytes)).map_err(|_| Refused::NotFound)
    })
    .await
    .unwrap_or(Err(Refused::NotFound));
    match found {
        Ok((file, bytes)) => {
            let length = bytes.len();
            let mut response = Response::new(if head { Body::empty() } else { Body::from(bytes) });
            let headers = response.headers_mut();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(&file)));
            headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
            common_headers(headers);
            response
        }
        Err(Refused::BadPath) => plain(StatusCode::BAD_REQUEST, "400 Bad Request: refused path\n"),
        Err(Refused::NotFound) => plain(StatusCode::NOT_FOUND, "404 Not Found\n"),
    }
}

/// Why a request gets no file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The path could step out of the folder, or is not one a browser sends for a file: not
    /// absolute, an empty, `.` or `..` segment, a slash, backslash or control character once
    /// decoded, a broken escape, or not UTF-8.
    BadPath,
    /// No regular file there inside the folder (a folder, nothing, or a symlink leading out).
    NotFound,
}

/// The file a request's URL path (still percent-encoded, without the query) names under
/// `root`, which must be a real path (no symlink in it).
pub fn resolve(root: &Path, raw: &str) -> Result<PathBuf, Refused> {
    let rest = raw.strip_prefix('/').ok_or(Refused::BadPath)?;
    let mut path = root.to_path_buf();
    for segment in rest.split('/') {
        let decoded = percent_decode_str(segment).decode_utf8().map_err(|_| Refused::BadPath)?;
        let broken_escape = segment.match_indices('%').any(|(i, _)| {
            !segment.get(i + 1..i + 3).is_some_and(|hex| hex.chars().all(|c| c.is_ascii_hexdigit()))
        });
        if decoded.is_empty()
            || decoded == "."
            || decoded == ".."
            || broken_escape
            || decoded.contains(['/', '\\'])
            || decoded.chars().any(char::is_control)
        {
            return Err(Refused::BadPath);
        }
        path.push(decoded.as_ref());
    }
    let real = std::fs::canonicalize(&path).map_err(|_| Refused::NotFound)?;
    let is_file = std::fs::metadata(&real).is_ok_and(|m| m.is_file());
    if real.starts_with(root) && is_file {
        Ok(real)
    } else {
        Err(Refused::NotFound)
    }
}

/// The Content-Type of a file of the output, by its extension. Text types in UTF-8, which is
/// what a build writes; an SVG image is drawn only when sent as `image/svg+xml`.
fn content_type(file: &Path) -> &'static str {
    let ext = file.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("html" | "htm") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml; charset=utf-8",
        Some("js" | "mjs") => "application/javascript; charset=utf-8",
        Some(ext) => mime_guess::from_ext(ext).first_raw().unwrap_or("application/octet-stream"),
        None => "application/octet-stream",
    }
}

fn common_headers(headers: &mut hyper::HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
}

fn plain(status: StatusCode, message: &'static str) -> Response<Body> {
    let mut response = Response::new(Body::from(message));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"));
    common_headers(headers);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_decoded_once_and_confined() {
        let dir = tempfile::tempdir().unwrap();
        let root = std::fs::canonicalize(dir.path()).unwrap();
        std::fs::create_dir_all(root.join("fr/a b")).unwrap();
        std::fs::write(root.join("fr/a b/index.html"), "x").unwrap();
        std::fs::write(root.join("100%.txt"), "x").unwrap();
        assert_eq!(resolve(&root, "/fr/a%20b/index.html"), Ok(root.join("fr/a b/index.html")));
        assert_eq!(resolve(&root, "/100%25.txt"), Ok(root.join("100%.txt")));
        for bad in [
            "fr/a%20b/index.html",
            "/../x",
            "/fr/..",
            "/fr/./a%20b/index.html",
            "/%2e%2e/x",
            "/fr%2fa%20b/index.html",
            "/fr%5c..",
            "/fr//a%20b/index.html",
            "/fr/a%20b/",
            "/",
            "/a%00",
            "/a%",
            "/a%2",
            "/%ff",
        ] {
            assert_eq!(resolve(&root, bad), Err(Refused::BadPath), "{bad}");
        }
        // A folder is not listed, nor its index given in its place.
        assert_eq!(resolve(&root, "/fr"), Err(Refused::NotFound));
        assert_eq!(resolve(&root, "/missing.html"), Err(Refused::NotFound));
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_leading_out_of_the_folder_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("output");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
        std::fs::write(root.join("page.html"), "page").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), root.join("out.txt")).unwrap();
        std::os::unix::fs::symlink(dir.path(), root.join("up")).unwrap();
        std::os::unix::fs::symlink(root.join("page.html"), root.join("in.html")).unwrap();
        let root = std::fs::canonicalize(&root).unwrap();
        assert_eq!(resolve(&root, "/out.txt"), Err(Refused::NotFound));
        assert_eq!(resolve(&root, "/up/secret.txt"), Err(Refused::NotFound));
        assert_eq!(resolve(&root, "/in.html"), Ok(root.join("page.html")));
    }

    #[test]
    fn urls_name_the_loopback_port_and_encode_each_segment() {
        let dir = tempfile::tempdir().unwrap();
        let server = OutputServer::start(dir.path()).unwrap();
        let port = server.addr().port();
        assert_ne!(port, 0);
        assert_eq!(
            server.url_of(Path::new("fr/a folder é#/print/index.html")),
            format!("http://127.0.0.1:{port}/fr/a%20folder%20%C3%A9%23/print/index.html")
        );
    }

    #[test]
    fn content_types() {
        assert_eq!(content_type(Path::new("a/index.html")), "text/html; charset=utf-8");
        assert_eq!(content_type(Path::new("charts/x.SVG")), "image/svg+xml; charset=utf-8");
        assert_eq!(content_type(Path::new("style.css")), "text/css; charset=utf-8");
        assert_eq!(content_type(Path::new("i.png")), "image/png");
        assert_eq!(content_type(Path::new("f.woff2")), "font/woff2");
        assert_eq!(content_type(Path::new("CNAME")), "application/octet-stream");
    }
}
