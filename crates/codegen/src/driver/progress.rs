//! The progress line of a build that takes longer than a second, on a
//! terminal: which phase, which file, how long so far. It is erased when
//! the build ends, so nothing of it stays in the terminal's scrollback.
//! `KILN_PROGRESS=1` shows it at once and on any stderr (the tests),
//! `KILN_PROGRESS=0` never.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The phase the current build is in, for the line.
static PHASE: Mutex<&str> = Mutex::new("compiling to C");

/// Names the phase the build is in now.
pub fn phase(name: &'static str) {
    *PHASE.lock().unwrap_or_else(|e| e.into_inner()) = name;
}

/// The line's painter, which runs while the value lives.
pub struct Line {
    done: Arc<AtomicBool>,
    painter: Option<std::thread::JoinHandle<()>>,
}

impl Line {
    pub fn start(file: &Path) -> Line {
        let forced = std::env::var_os("KILN_PROGRESS");
        let (show, after) = match forced.as_deref().and_then(|v| v.to_str()) {
            Some("0") => (false, Duration::ZERO),
            Some("1") => (true, Duration::ZERO),
            _ => (std::io::stderr().is_terminal(), Duration::from_secs(1)),
        };
        let done = Arc::new(AtomicBool::new(false));
        let painter = show.then(|| {
            let done = Arc::clone(&done);
            let file = file.display().to_string();
            std::thread::spawn(move || paint(&done, &file, after))
        });
        Line { done, painter }
    }
}

impl Drop for Line {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(p) = self.painter.take() {
            let _ = p.join();
        }
    }
}

fn paint(done: &AtomicBool, file: &str, after: Duration) {
    let start = Instant::now();
    let mut painted = false;
    loop {
        let elapsed = start.elapsed();
        if elapsed >= after {
            let phase = *PHASE.lock().unwrap_or_else(|e| e.into_inner());
            eprint!("\r\x1b[2Kkiln: {phase} {file} ({} s)", elapsed.as_secs());
            let _ = std::io::stderr().flush();
            painted = true;
        }
        if done.load(Ordering::Relaxed) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if painted {
        eprint!("\r\x1b[2K");
        let _ = std::io::stderr().flush();
    }
}
