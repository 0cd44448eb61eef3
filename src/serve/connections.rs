//! Accepting and keeping HTTP connections so that no client can starve the preview: a
//! request head must arrive in time, an idle connection is closed, and at most
//! [`Limits::max_connections`] are open at once. When the limit is reached, the oldest
//! idle connection is closed to make room for the new one; a connection with a response
//! in flight (a page being sent, a reload channel) is never closed for it.
//!
//! Each connection is timed here rather than by hyper's `header_read_timeout`: hyper
//! starts that clock as soon as it waits for a request head, so on a keep-alive connection
//! it also times the quiet gap between two requests and cannot be a short header timeout
//! and a longer idle timeout at once. The clocks here, per connection:
//!
//! - idle (no request in flight, no byte of the next one): closed after `idle_timeout`;
//! - reading a head (its first byte arrived, not yet the whole head): closed after
//!   `header_read_timeout` counted from that first byte;
//! - busy (a request handed to the router, its response body not yet finished or
//!   dropped): no clock, so a reload channel stays open as long as the page does.

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::response::Response;
use axum::Router;
use hyper::body::{Body as HttpBody, Frame, Incoming, SizeHint};
use hyper::service::Service;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use socket2::{Domain, Protocol, Socket, Type};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify, OwnedSemaphorePermit, Semaphore};

/// How long each clock runs, and how many connections may be open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// From the first byte of a request to the end of its head. A browser sends its whole
    /// head in one write, within milliseconds; 10 s still allows a client on a slow
    /// network or paused in a debugger, and frees a stalled one's slot soon enough.
    pub header_read_timeout: Duration,
    /// A connection with no request in flight and no byte of a next one. Browsers keep a
    /// few idle connections open to reuse them and reconnect silently when the server has
    /// closed one; 30 s keeps them for the clicks of someone reading a page.
    pub idle_timeout: Duration,
    /// Open connections at most. A browser opens about six per server plus one reload
    /// channel per tab, so a handful of browsers and tabs needs a few dozen; 512 leaves
    /// room for hundreds of tabs and stays under the common limit of 1,024 open files
    /// per process with room for the watcher and the files a rebuild reads.
    pub max_connections: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            header_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(30),
            max_connections: 512,
        }
    }
}

/// The kernel's queue of connections not yet accepted. std's 128 overflows under a burst
/// (a flood of stalled clients arrives faster than they are accepted and evicted), and a
/// client whose connection attempt is dropped for that tries again only a second later.
/// 4096 is what Go's servers use; the kernel caps it at `net.core.somaxconn`.
const BACKLOG: i32 = 4096;
/// How long a shutdown waits for responses still being sent before dropping them.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);
/// When every connection is busy, how often the accept loop looks again for an idle one.
const FULL_RETRY: Duration = Duration::from_millis(100);
/// After an accept error that is not the client's (out of file descriptors, say), wait
/// before trying again rather than spinning on it.
const ACCEPT_ERROR_PAUSE: Duration = Duration::from_millis(200);

/// Listens on `addr` with a queue long enough for bursts of connections.
pub fn bind(addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    let socket = Socket::new(Domain::for_address(addr), Type::STREAM, Some(Protocol::TCP))?;
    // As std and tokio do: a restarted server can take its port back at once.
    #[cfg(unix)]
    socket.set_reuse_address(true)?;
    socket.bind(&addr.into())?;
    socket.listen(BACKLOG)?;
    socket.set_nonblocking(true)?;
    Ok(socket.into())
}

/// Accepts connections on `listener` and serves `app` on each until `stop` turns true;
/// then waits (a bounded time) for the responses in flight. Never returns an error: a
/// failed accept is retried.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    stop: watch::Receiver<bool>,
) {
    let connections = Arc::new(Connections::new(limits));
    let mut stopped = stop.clone();
    tokio::select! {
        _ = stopped.wait_for(|stop| *stop) => {}
        _ = accept_loop(&listener, &app, &connections, &stop) => {}
    }
    drop(listener);
    connections.wait_closed(SHUTDOWN_GRACE).await;
}

async fn accept_loop(
    listener: &TcpListener,
    app: &Router,
    connections: &Arc<Connections>,
    stop: &watch::Receiver<bool>,
) {
    loop {
        let slot = connections.slot().await;
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) => {
                accept_error(e).await;
                continue;
            }
        };
        let connection = connections.open(slot);
        tokio::spawn(serve_connection(stream, app.clone(), connection, stop.clone()));
    }
}

/// A client that gave up before it was accepted is not a reason to pause.
async fn accept_error(e: io::Error) {
    let client_side = matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    );
    if !client_side {
        eprintln!("warning: cannot accept a connection: {e}");
        tokio::time::sleep(ACCEPT_ERROR_PAUSE).await;
    }
}

/// Serves one connection until it ends, its clock runs out, it is evicted while idle, or
/// the server stops.
async fn serve_connection(
    stream: TcpStream,
    app: Router,
    connection: Open,
    mut stop: watch::Receiver<bool>,
) {
    let state = connection.state.clone();
    let io = TokioIo::new(Watched { stream, state: state.clone() });
    let service = Tracked { inner: TowerToHyperService::new(app), state: state.clone() };
    // hyper's own header clock is off: the clocks are kept below (see the module docs).
    let http = hyper::server::conn::http1::Builder::new()
        .header_read_timeout(None)
        .serve_connection(io, service);
    tokio::pin!(http);
    let mut activity = state.activity.subscribe();
    let limits = connection.limits;
    loop {
        let deadline = activity.borrow_and_update().deadline(&limits);
        let sleep = tokio::time::sleep_until(deadline.unwrap_or_else(Instant::now).into());
        tokio::select! {
            _ = http.as_mut() => return,
            changed = activity.changed() => {
                if changed.is_err() {
                    return;
                }
            }
            _ = sleep, if deadline.is_some() => {
                if state.expired(&limits) {
                    return;
                }
            }
            _ = state.evict.notified() => {
                if state.is_idle() {
                    return;
                }
            }
            _ = stop.wait_for(|stop| *stop) => break,
        }
    }
    // Stopping: an idle connection just closes; a response in flight is finished (a reload
    // channel ends by itself when the server stops).
    if state.is_idle() {
        return;
    }
    http.as_mut().graceful_shutdown();
    let _ = http.await;
}

/// The open connections, and the slots for new ones.
struct Connections {
    limits: Limits,
    slots: Arc<Semaphore>,
    open: Mutex<HashMap<u64, Arc<State>>>,
    next_id: AtomicU64,
}

impl Connections {
    fn new(limits: Limits) -> Connections {
        let slots = Arc::new(Semaphore::new(slot_count(&limits) as usize));
        Connections { limits, slots, open: Mutex::new(HashMap::new()), next_id: AtomicU64::new(0) }
    }

    /// A slot for the next connection: a free one, or one made by closing the oldest idle
    /// connections. Waits only while every connection is busy.
    async fn slot(&self) -> OwnedSemaphorePermit {
        loop {
            if let Ok(permit) = self.slots.clone().try_acquire_owned() {
                return permit;
            }
            self.evict_oldest_idle();
            // An evicted connection gives its slot back as soon as its task runs.
            if let Ok(Ok(permit)) =
                tokio::time::timeout(FULL_RETRY, self.slots.clone().acquire_owned()).await
            {
                return permit;
            }
        }
    }

    /// Tells the oldest idle connections to close: a sixteenth of the limit at once, so that
    /// a burst of new connections (a flood of stalled clients, say) is accepted without
    /// waiting for one eviction per connection while the kernel's queue overflows.
    fn evict_oldest_idle(&self) {
        let Ok(open) = self.open.lock() else { return };
        let mut idle: Vec<(Instant, &Arc<State>)> = open
            .values()
            .filter_map(|state| state.idle_since().map(|since| (since, state)))
            .collect();
        let batch = (self.limits.max_connections / 16).max(1);
        if idle.len() > batch {
            idle.select_nth_unstable_by_key(batch, |(since, _)| *since);
            idle.truncate(batch);
        }
        for (_, state) in idle {
            // Stored if the task is not waiting right now: it sees it on its next turn.
            state.evict.notify_one();
        }
    }

    fn open(self: &Arc<Self>, slot: OwnedSemaphorePermit) -> Open {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let state = Arc::new(State::new());
        if let Ok(mut open) = self.open.lock() {
            open.insert(id, state.clone());
        }
        Open { id, state, limits: self.limits, connections: self.clone(), _slot: slot }
    }

    /// Waits until every connection has closed, or `grace` has passed.
    async fn wait_closed(&self, grace: Duration) {
        let _ =
            tokio::time::timeout(grace, self.slots.acquire_many(slot_count(&self.limits))).await;
    }
}

/// The limit as a number of semaphore permits: at least one (0 would never accept), and
/// no more than a semaphore holds or can be waited for at once.
fn slot_count(limits: &Limits) -> u32 {
    let most = Semaphore::MAX_PERMITS.min(u32::MAX as usize);
    u32::try_from(limits.max_connections.clamp(1, most)).unwrap_or(u32::MAX)
}

/// A connection's place among the open ones: leaves it, and frees its slot, when dropped.
struct Open {
    id: u64,
    state: Arc<State>,
    limits: Limits,
    connections: Arc<Connections>,
    _slot: OwnedSemaphorePermit,
}

impl Drop for Open {
    fn drop(&mut self) {
        if let Ok(mut open) = self.connections.open.lock() {
            open.remove(&self.id);
        }
    }
}

/// What a connection is doing, as its clocks need to know.
#[derive(Debug, Clone, Copy)]
struct Activity {
    /// Requests handed to the router whose response body has not finished.
    in_flight: usize,
    /// Bytes of a next request have arrived (only meaningful when nothing is in flight).
    reading_head: bool,
    /// When it went idle, or when the first byte of the head being read arrived.
    since: Instant,
}

impl Activity {
    fn deadline(&self, limits: &Limits) -> Option<Instant> {
        if self.in_flight > 0 {
            None
        } else if self.reading_head {
            Some(self.since + limits.header_read_timeout)
        } else {
            Some(self.since + limits.idle_timeout)
        }
    }
}

/// Shared by a connection's task, its socket and its requests.
struct State {
    activity: watch::Sender<Activity>,
    /// Told to close if idle, to make room for a new connection.
    evict: Notify,
}

impl State {
    fn new() -> State {
        let idle = Activity { in_flight: 0, reading_head: false, since: Instant::now() };
        State { activity: watch::Sender::new(idle), evict: Notify::new() }
    }

    fn is_idle(&self) -> bool {
        self.activity.borrow().in_flight == 0
    }

    /// When it went idle or began its head, if nothing is in flight.
    fn idle_since(&self) -> Option<Instant> {
        let activity = self.activity.borrow();
        (activity.in_flight == 0).then_some(activity.since)
    }

    fn expired(&self, limits: &Limits) -> bool {
        self.activity.borrow().deadline(limits).is_some_and(|deadline| deadline <= Instant::now())
    }

    /// Bytes were read: if the connection was idle, a head has begun and its clock starts.
    fn bytes_arrived(&self) {
        self.activity.send_if_modified(|activity| {
            let starts = activity.in_flight == 0 && !activity.reading_head;
            if starts {
                activity.reading_head = true;
                activity.since = Instant::now();
            }
            starts
        });
    }

    fn request_started(&self) {
        self.activity.send_modify(|activity| {
            activity.in_flight += 1;
            activity.reading_head = false;
        });
    }

    fn request_finished(&self) {
        self.activity.send_modify(|activity| {
            activity.in_flight = activity.in_flight.saturating_sub(1);
            if activity.in_flight == 0 {
                activity.since = Instant::now();
            }
        });
    }
}

/// The socket, telling its connection when bytes arrive.
struct Watched {
    stream: TcpStream,
    state: Arc<State>,
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let result = Pin::new(&mut self.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.state.bytes_arrived();
        }
        result
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The router, marking its connection busy from a request's head until its response body
/// is finished (or dropped, when the client goes away).
#[derive(Clone)]
struct Tracked {
    inner: TowerToHyperService<Router>,
    state: Arc<State>,
}

impl Service<hyper::Request<Incoming>> for Tracked {
    type Response = hyper::Response<TrackedBody>;
    type Error = Infallible;
    type Future =
        Pin<Box<dyn std::future::Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn call(&self, request: hyper::Request<Incoming>) -> Self::Future {
        let busy = Busy::start(self.state.clone());
        let response = self.inner.call(request.map(Body::new));
        Box::pin(async move {
            let response: Response = response.await?;
            Ok(response.map(|body| TrackedBody { body, _busy: busy }))
        })
    }
}

/// A request in flight; finished when dropped.
struct Busy(Arc<State>);

impl Busy {
    fn start(state: Arc<State>) -> Busy {
        state.request_started();
        Busy(state)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.request_finished();
    }
}

/// A response body that keeps its request in flight until hyper drops it, which it does
/// once the last byte is written or the connection is gone.
struct TrackedBody {
    body: Body,
    _busy: Busy,
}

impl HttpBody for TrackedBody {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_follow_activity() {
        let limits = Limits {
            header_read_timeout: Duration::from_secs(1),
            idle_timeout: Duration::from_secs(5),
            max_connections: 4,
        };
        let state = State::new();
        let opened = state.activity.borrow().since;
        assert_eq!(state.activity.borrow().deadline(&limits), Some(opened + limits.idle_timeout));

        state.bytes_arrived();
        let head = *state.activity.borrow();
        assert!(head.reading_head);
        assert_eq!(head.deadline(&limits), Some(head.since + limits.header_read_timeout));
        // More bytes of the same head do not restart its clock.
        state.bytes_arrived();
        assert_eq!(state.activity.borrow().since, head.since);

        let busy = Busy::start(Arc::new(State::new()));
        assert_eq!(busy.0.activity.borrow().deadline(&limits), None);
        assert_eq!(busy.0.idle_since(), None);
        let state = busy.0.clone();
        drop(busy);
        let idle = *state.activity.borrow();
        assert!(!idle.reading_head);
        assert_eq!(idle.deadline(&limits), Some(idle.since + limits.idle_timeout));
    }
}
