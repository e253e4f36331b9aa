//! [`Paged`]: a response body written page by page as the client reads it (chunked), so
//! that an export across the club's whole history never sits in memory at once.
//!
//! Each page is read by blocking work ([`crate::telemetry::blocking`]) only when the one
//! before has been taken by the connection: a slow client slows the reading down rather
//! than letting pages pile up. A failure midway is logged and ends the response early
//! (the client sees a truncated transfer, never a file that looks whole).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;

use crate::web::AppError;

/// Reads the page after `cursor` (from the start when `None`): its bytes, and the cursor
/// of the next page (`None`: that was the last).
pub type NextPage = dyn Fn(Option<i32>) -> Result<(Vec<u8>, Option<i32>), AppError> + Send + Sync;

type Reading = Pin<Box<dyn Future<Output = Result<(Vec<u8>, Option<i32>), AppError>>>>;

enum State {
    /// The bytes written before the first page (a header row).
    Head(Bytes),
    /// The next page to read starts after this cursor.
    Ready(Option<i32>),
    /// A page being read.
    Reading(Reading),
    /// Everything was written (or a page failed).
    Done,
}

/// A body of `head` then the pages [`NextPage`] reads, one after the other.
pub struct Paged {
    next: Arc<NextPage>,
    state: State,
}

impl std::fmt::Debug for Paged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Paged").finish_non_exhaustive()
    }
}

impl Paged {
    /// `head`, then each page `next` reads, starting from the first.
    pub fn new(head: Vec<u8>, next: Arc<NextPage>) -> Self {
        Paged {
            next,
            state: State::Head(Bytes::from(head)),
        }
    }
}

impl MessageBody for Paged {
    type Error = AppError;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        let this = self.get_mut();
        loop {
            match &mut this.state {
                State::Head(head) => {
                    let head = std::mem::take(head);
                    this.state = State::Ready(None);
                    if !head.is_empty() {
                        return Poll::Ready(Some(Ok(head)));
                    }
                }
                State::Ready(cursor) => {
                    let (next, cursor) = (this.next.clone(), *cursor);
                    this.state = State::Reading(Box::pin(async move {
                        crate::telemetry::blocking(move || next(cursor)).await?
                    }));
                }
                State::Reading(reading) => match reading.as_mut().poll(cx) {
                    Poll::Pending => return Poll::Pending,
                    Poll::Ready(Err(e)) => {
                        this.state = State::Done;
                        e.log();
                        return Poll::Ready(Some(Err(e)));
                    }
                    Poll::Ready(Ok((bytes, more))) => {
                        this.state = match more {
                            Some(cursor) => State::Ready(Some(cursor)),
                            None => State::Done,
                        };
                        if !bytes.is_empty() {
                            return Poll::Ready(Some(Ok(Bytes::from(bytes))));
                        }
                    }
                },
                State::Done => return Poll::Ready(None),
            }
        }
    }
}
