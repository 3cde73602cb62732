//! A global allocator that counts: the bytes the process holds now, the most it held
//! since the last [`reset_peak`], and the allocations made. Shared by the large-lists bench and the annotation-bomb
//! test (`#[path]`), each of which installs it as its binary's allocator.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

/// `System`, with the counts added.
pub struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
static ALLOCATED: AtomicUsize = AtomicUsize::new(0);
/// Counting costs four atomic operations an allocation, which timings should not pay.
static ON: AtomicBool = AtomicBool::new(true);

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn grew(bytes: usize) {
    if !ON.load(Relaxed) {
        return;
    }
    ALLOCATIONS.fetch_add(1, Relaxed);
    ALLOCATED.fetch_add(bytes, Relaxed);
    let now = HELD.fetch_add(bytes, Relaxed) + bytes;
    PEAK.fetch_max(now, Relaxed);
}

fn shrank(bytes: usize) {
    if ON.load(Relaxed) {
        // Saturating: what was allocated while counting was off may be freed now.
        let _ = HELD.fetch_update(Relaxed, Relaxed, |held| Some(held.saturating_sub(bytes)));
    }
}

// SAFETY: every call goes to `System` unchanged; only the counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                shrank(layout.size() - new_size);
            }
        }
        new
    }
}

/// Turns counting on (as it starts) or off (while timing): what is allocated or freed
/// while it is off is not counted.
pub fn count(on: bool) {
    ON.store(on, Relaxed);
}

/// The bytes held now.
pub fn held() -> usize {
    HELD.load(Relaxed)
}

/// Starts a new peak from what is held now; returns that.
pub fn reset_peak() -> usize {
    let now = held();
    PEAK.store(now, Relaxed);
    now
}

/// The most held since [`reset_peak`].
pub fn peak() -> usize {
    PEAK.load(Relaxed)
}

/// The allocations made so far (a `realloc` that grows counts as one).
pub fn allocations() -> usize {
    ALLOCATIONS.load(Relaxed)
}

/// The bytes allocated so far, freed or not (what Go's `B/op` counts).
pub fn allocated() -> usize {
    ALLOCATED.load(Relaxed)
}
