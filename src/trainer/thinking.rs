//! The computer's thinking off the screen's thread: a search runs on a worker thread, and the
//! screen, woken when the answer is ready, collects it. Work started again, or cancelled (an
//! undo, a new game, the screen closed), is forgotten: its answer is never collected.

use std::sync::mpsc;

/// Work for the computer under way, at most one at a time.
pub struct Thinking<T> {
    pending: Option<mpsc::Receiver<T>>,
}

impl<T: Send + 'static> Default for Thinking<T> {
    fn default() -> Self {
        Thinking { pending: None }
    }
}

impl<T: Send + 'static> Thinking<T> {
    /// Starts `job` on a worker thread, forgetting any work under way; `wake` is called on
    /// that thread once the answer can be taken ([`Thinking::take`]).
    pub fn start(
        &mut self,
        job: impl FnOnce() -> T + Send + 'static,
        wake: impl FnOnce() + Send + 'static,
    ) {
        let (answer, pending) = mpsc::channel();
        self.pending = Some(pending);
        std::thread::spawn(move || {
            // Nobody waits for work that was forgotten meanwhile.
            if answer.send(job()).is_ok() {
                wake();
            }
        });
    }

    /// Whether work is under way (started, and its answer not yet taken).
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Forgets the work under way: its answer will not be taken.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The answer of the work under way, once it is ready (the work is then over).
    pub fn take(&mut self) -> Option<T> {
        let answer = self.pending.as_ref()?.try_recv();
        match answer {
            Ok(answer) => {
                self.pending = None;
                Some(answer)
            }
            Err(mpsc::TryRecvError::Empty) => None,
            // The worker ended without an answer (it panicked): nothing more will come.
            Err(mpsc::TryRecvError::Disconnected) => {
                self.pending = None;
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Thinking;
    use std::sync::mpsc;
    use std::time::Duration;

    /// Waits (with a deadline) for the worker to say its answer is ready.
    fn woken(rx: &mpsc::Receiver<()>) {
        rx.recv_timeout(Duration::from_secs(30))
            .expect("the worker wakes the screen");
    }

    #[test]
    fn an_answer_is_taken_once_when_ready() {
        let mut thinking = Thinking::default();
        let (wake, woke) = mpsc::channel();
        let (go, wait) = mpsc::channel::<()>();
        thinking.start(
            move || {
                wait.recv().unwrap();
                42
            },
            move || wake.send(()).unwrap(),
        );
        assert!(thinking.is_busy());
        assert_eq!(thinking.take(), None, "not ready before the job ends");
        go.send(()).unwrap();
        woken(&woke);
        assert_eq!(thinking.take(), Some(42));
        assert!(!thinking.is_busy());
        assert_eq!(thinking.take(), None, "taken once");
    }

    #[test]
    fn work_started_again_or_cancelled_is_forgotten() {
        let mut thinking = Thinking::default();
        let (wake, woke) = mpsc::channel();
        let (go, wait) = mpsc::channel::<()>();
        let first_wake = wake.clone();
        thinking.start(
            move || {
                wait.recv().unwrap();
                1
            },
            move || first_wake.send(()).unwrap(),
        );
        thinking.start(|| 2, move || wake.send(()).unwrap());
        woken(&woke);
        go.send(()).unwrap();
        assert_eq!(thinking.take(), Some(2), "the first answer is never taken");
        let (go, wait) = mpsc::channel::<()>();
        let (wake, woke) = mpsc::channel::<()>();
        thinking.start(
            move || {
                wait.recv().unwrap();
                3
            },
            move || wake.send(()).unwrap(),
        );
        thinking.cancel();
        assert!(!thinking.is_busy());
        assert_eq!(thinking.take(), None);
        // The job ends after the cancel: nobody waits for it, so its worker ends without
        // waking anyone (the wake, never called, goes with the thread).
        go.send(()).unwrap();
        assert_eq!(
            woke.recv_timeout(Duration::from_secs(30)),
            Err(mpsc::RecvTimeoutError::Disconnected)
        );
    }
}
