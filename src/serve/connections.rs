//! Accepting and keeping HTTP connections so that no client can starve the preview: a
//! request head must arrive in time, an idle connection is closed, and at most
//! [`Limits::max_connections`] are open at once. When the limit is reached, new connections
//! wait in the kernel's queue (they are accepted later) while room is made by closing idle
//! connections, oldest first: those whose response is sent and which have not begun another
//! request, then those that have sent nothing for [`SILENT_GRACE`], then those whose request
//! head has stopped coming for [`STALLED_HEAD`]. A connection is never closed for room while
//! a byte it sent waits to be read, while a request is in flight on it (a page being sent, a
//! reload channel), or before its last response is written out.
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
use std::mem::MaybeUninit;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
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
use socket2::{Domain, Protocol, SockRef, Socket, Type};
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
/// When no connection can be closed for room, the accept loop looks again when the first
/// may be, when a response has been written out, or after this long at most.
const FULL_RETRY: Duration = Duration::from_millis(100);
/// A connection that has sent nothing since it opened is closed for room only after this
/// long: a client sends its request right after connecting, but a busy client (a burst of
/// them, a loaded machine) may take a while between the two, and closing it in between loses
/// the request it is about to send. A browser's spare connection, opened ahead of need, is
/// quiet longer and is closed (the browser opens another when it needs one).
const SILENT_GRACE: Duration = Duration::from_secs(2);
/// A request head of which part arrived, and then nothing for this long, has stalled: it is
/// closed for room. A client writes its head in one go; even a head too large for one round
/// trip has its next bytes a round trip later, milliseconds on the loopback and the local
/// network a preview is reached over. Short, so that a flood of stalled clients gives way to
/// the browser within a second or so rather than at the head clock's 10 s.
const STALLED_HEAD: Duration = Duration::from_millis(250);
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
    let local = stream.local_addr().ok().map(LocalAddr);
    let io = TokioIo::new(Watched { stream, state: state.clone() });
    let service = Tracked { inner: TowerToHyperService::new(app), state: state.clone(), local };
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
            // Asked to make room: the connection's next read decides, where it can see whether
            // the client has sent something meanwhile (see `Watched::poll_read`). `http` is
            // polled again on the next turn of this loop.
            _ = state.evict.notified() => {}
            _ = stop.wait_for(|stop| *stop) => break,
        }
    }
    // Stopping: an idle connection just closes; a response in flight is finished (a reload
    // channel ends by itself when the server stops).
    if state.is_quiet() {
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
    /// Told when a connection has written out a response, and may then be closed for room.
    answered: Arc<Notify>,
}

impl Connections {
    fn new(limits: Limits) -> Connections {
        let slots = Arc::new(Semaphore::new(slot_count(&limits) as usize));
        Connections {
            limits,
            slots,
            open: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(0),
            answered: Arc::new(Notify::new()),
        }
    }

    /// A slot for the next connection: a free one, or one made by closing idle connections.
    /// Waits while none can be closed; the connections not yet accepted wait in the kernel's
    /// queue meanwhile, their requests with them.
    async fn slot(&self) -> OwnedSemaphorePermit {
        loop {
            if let Ok(permit) = self.slots.clone().try_acquire_owned() {
                return permit;
            }
            let next = self.make_room();
            let now = Instant::now();
            let wait =
                next.map_or(FULL_RETRY, |at| at.saturating_duration_since(now)).min(FULL_RETRY);
            // A connection asked to close gives its slot back as soon as its task runs.
            tokio::select! {
                permit = self.slots.clone().acquire_owned() => {
                    if let Ok(permit) = permit {
                        return permit;
                    }
                }
                _ = self.answered.notified() => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// Asks the idle connections that may be closed for room to close, in the order of
    /// [`State::room`]: a sixteenth of the limit at once, so that a burst of new connections
    /// is accepted without waiting for one eviction per connection. Each closes only if, when
    /// it looks, no byte from its client is waiting to be read. Returns when the next of the
    /// others may be closed, if nothing happens on it meanwhile.
    fn make_room(&self) -> Option<Instant> {
        let Ok(open) = self.open.lock() else { return None };
        let now = Instant::now();
        let mut next = None;
        let mut idle: Vec<((u8, Instant), &Arc<State>)> = Vec::new();
        for state in open.values() {
            match state.room() {
                Some(room) if room.from <= now => idle.push(((room.rank, room.since), state)),
                Some(room) => next = Some(next.map_or(room.from, |at: Instant| at.min(room.from))),
                None => {}
            }
        }
        let batch = (self.limits.max_connections / 16).max(1);
        if idle.len() > batch {
            idle.select_nth_unstable_by_key(batch, |(rank, _)| *rank);
            idle.truncate(batch);
        }
        for (_, state) in idle {
            state.close_for_room.store(true, Ordering::Relaxed);
            // Stored if the task is not waiting right now: it sees it on its next turn.
            state.evict.notify_one();
        }
        next
    }

    fn open(self: &Arc<Self>, slot: OwnedSemaphorePermit) -> Open {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let state = Arc::new(State::new(self.answered.clone()));
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

/// What a connection is doing, as its clocks and the room-making need to know.
#[derive(Debug, Clone, Copy)]
struct Activity {
    /// Requests handed to the router whose response body has not finished.
    in_flight: usize,
    /// The last response's body has finished, but hyper may not have written all of it to
    /// the socket yet: closing the connection now would cut it short.
    flushing: bool,
    /// Bytes of a next request have arrived (only meaningful when nothing is in flight).
    reading_head: bool,
    /// When it went idle, or when the first byte of the head being read arrived.
    since: Instant,
    /// When the last byte from the client was read (when it opened, before any).
    last_byte: Instant,
    /// A response has been finished on it: idle now, it is a kept-alive connection.
    answered: bool,
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
    /// Asked to close to make room for a new connection, if it is still idle when its socket
    /// is next read (see `Watched::poll_read`).
    close_for_room: AtomicBool,
    /// Wakes the connection's task, so that its socket is read and sees `close_for_room`.
    evict: Notify,
    /// Wakes the accept loop when a response has been written out (`Connections::answered`).
    answered: Arc<Notify>,
}

/// When a connection may be closed to make room, if nothing happens on it meanwhile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Room {
    /// Which kind of idle it is; the lower are closed first (see [`State::room`]).
    rank: u8,
    /// Within a rank, the oldest are closed first: when it went idle or began its head.
    since: Instant,
    /// From when it may be closed.
    from: Instant,
}

impl State {
    fn new(answered: Arc<Notify>) -> State {
        let now = Instant::now();
        let idle = Activity {
            in_flight: 0,
            flushing: false,
            reading_head: false,
            since: now,
            last_byte: now,
            answered: false,
        };
        State {
            activity: watch::Sender::new(idle),
            close_for_room: AtomicBool::new(false),
            evict: Notify::new(),
            answered,
        }
    }

    /// Nothing in flight and nothing left to write: closing it cuts no response.
    fn is_quiet(&self) -> bool {
        let activity = self.activity.borrow();
        activity.in_flight == 0 && !activity.flushing
    }

    /// Whether and from when it may be closed to make room, and in what order (lowest rank
    /// first): a kept-alive connection whose response is written out and which has not begun
    /// another request, at once (0); one that has sent nothing since it opened, after
    /// [`SILENT_GRACE`] (1); a head that has stopped coming, [`STALLED_HEAD`] after its last
    /// byte (2). Never while a request is in flight or its response is being written out.
    fn room(&self) -> Option<Room> {
        let activity = self.activity.borrow();
        if activity.in_flight > 0 || activity.flushing {
            return None;
        }
        let (rank, from) = if activity.reading_head {
            (2, activity.last_byte + STALLED_HEAD)
        } else if activity.answered {
            (0, activity.since)
        } else {
            (1, activity.last_byte + SILENT_GRACE)
        };
        Some(Room { rank, since: activity.since, from })
    }

    /// Whether it may be closed to make room now.
    fn closable(&self, now: Instant) -> bool {
        self.room().is_some_and(|room| room.from <= now)
    }

    fn expired(&self, limits: &Limits) -> bool {
        self.activity.borrow().deadline(limits).is_some_and(|deadline| deadline <= Instant::now())
    }

    /// Bytes were read: if the connection was idle, a head has begun and its clock starts.
    fn bytes_arrived(&self) {
        let now = Instant::now();
        // Only the start of a head changes a clock; the time of the last byte is read by
        // `room` alone, so changing it wakes no one.
        self.activity.send_if_modified(|activity| {
            activity.last_byte = now;
            let starts = activity.in_flight == 0 && !activity.reading_head;
            if starts {
                activity.reading_head = true;
                activity.since = now;
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
                activity.answered = true;
                activity.flushing = true;
            }
        });
    }

    /// hyper flushed the socket, which it does once its buffer is written out: whatever
    /// response had finished is now all with the kernel.
    fn flushed(&self) {
        let mut written_out = false;
        self.activity.send_if_modified(|activity| {
            written_out = activity.flushing && activity.in_flight == 0;
            activity.flushing = false;
            false
        });
        if written_out {
            // Stored if the accept loop is not waiting: it then looks once more for nothing.
            self.answered.notify_one();
        }
    }
}

/// The socket, telling its connection when bytes arrive.
struct Watched {
    stream: TcpStream,
    state: Arc<State>,
}

impl Watched {
    /// Whether the client has sent something not read yet (or closed its side, or the socket
    /// has an error, which hyper then reads for itself), asked of the kernel rather than of
    /// the runtime, whose readiness may not have caught up with bytes that just arrived.
    fn has_input(&self) -> bool {
        let mut byte = [MaybeUninit::<u8>::uninit(); 1];
        match SockRef::from(&self.stream).peek(&mut byte) {
            Ok(_) => true,
            Err(e) => e.kind() != io::ErrorKind::WouldBlock,
        }
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        // Asked to make room: hyper reads only when it waits for a request, so here is where
        // an idle connection can be told apart from one whose client has just sent one. The
        // end of the stream makes hyper close it as if the client had; a request waiting in
        // the kernel is read and answered instead.
        if self.state.close_for_room.swap(false, Ordering::Relaxed)
            && self.state.closable(Instant::now())
            && !self.has_input()
        {
            return Poll::Ready(Ok(()));
        }
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
        let flushed = Pin::new(&mut self.stream).poll_flush(cx);
        // hyper flushes its socket only after writing out everything it buffered.
        if matches!(flushed, Poll::Ready(Ok(()))) {
            self.state.flushed();
        }
        flushed
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The address a request's connection came in on (this side's), among the request's
/// extensions: on a server listening on every address, the one the client reached it at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalAddr(pub SocketAddr);

/// The router, marking its connection busy from a request's head until its response body
/// is finished (or dropped, when the client goes away), and telling each request the
/// address its connection came in on.
#[derive(Clone)]
struct Tracked {
    inner: TowerToHyperService<Router>,
    state: Arc<State>,
    local: Option<LocalAddr>,
}

impl Service<hyper::Request<Incoming>> for Tracked {
    type Response = hyper::Response<TrackedBody>;
    type Error = Infallible;
    type Future =
        Pin<Box<dyn std::future::Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn call(&self, mut request: hyper::Request<Incoming>) -> Self::Future {
        let busy = Busy::start(self.state.clone());
        if let Some(local) = self.local {
            request.extensions_mut().insert(local);
        }
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

    /// Whether a future is ready at its first poll.
    fn ready_at_once(future: impl std::future::Future) -> bool {
        let mut future = std::pin::pin!(future);
        let waker = std::task::Waker::noop();
        future.as_mut().poll(&mut Context::from_waker(waker)).is_ready()
    }

    #[test]
    fn clocks_follow_activity() {
        let limits = Limits {
            header_read_timeout: Duration::from_secs(1),
            idle_timeout: Duration::from_secs(5),
            max_connections: 4,
        };
        let state = State::new(Arc::default());
        let opened = state.activity.borrow().since;
        assert_eq!(state.activity.borrow().deadline(&limits), Some(opened + limits.idle_timeout));

        state.bytes_arrived();
        let head = *state.activity.borrow();
        assert!(head.reading_head);
        assert_eq!(head.deadline(&limits), Some(head.since + limits.header_read_timeout));
        // More bytes of the same head do not restart its clock.
        state.bytes_arrived();
        assert_eq!(state.activity.borrow().since, head.since);

        let busy = Busy::start(Arc::new(State::new(Arc::default())));
        assert_eq!(busy.0.activity.borrow().deadline(&limits), None);
        assert_eq!(busy.0.room(), None);
        let state = busy.0.clone();
        drop(busy);
        let idle = *state.activity.borrow();
        assert!(!idle.reading_head);
        assert_eq!(idle.deadline(&limits), Some(idle.since + limits.idle_timeout));
    }

    #[test]
    fn room_is_made_from_idle_connections_only() {
        // Just opened: its request may be on its way.
        let fresh = State::new(Arc::default());
        let opened = fresh.activity.borrow().since;
        assert_eq!(
            fresh.room(),
            Some(Room { rank: 1, since: opened, from: opened + SILENT_GRACE })
        );
        assert!(!fresh.closable(opened));
        assert!(fresh.closable(opened + SILENT_GRACE));

        // Part of a head: closed for room only once it has stopped coming.
        fresh.bytes_arrived();
        let head = *fresh.activity.borrow();
        let stalled = head.last_byte + STALLED_HEAD;
        assert_eq!(fresh.room(), Some(Room { rank: 2, since: head.since, from: stalled }));

        // A request in flight, then its response still being written out: never.
        let answered = Arc::new(Notify::new());
        let busy = Busy::start(Arc::new(State::new(answered.clone())));
        assert_eq!(busy.0.room(), None);
        let state = busy.0.clone();
        drop(busy);
        assert_eq!(state.room(), None);
        // Written out: a kept-alive idle connection, the first to go, and the accept loop
        // is told.
        state.flushed();
        let idle = *state.activity.borrow();
        assert_eq!(state.room(), Some(Room { rank: 0, since: idle.since, from: idle.since }));
        assert!(state.closable(idle.since));
        assert!(ready_at_once(answered.notified()));
    }
}
