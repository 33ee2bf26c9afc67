import Foundation
import RRender

#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

/// glibc malloc settings for the CLI process, made before any thread starts.
enum MallocTuning {
    /// One malloc arena per core, that is per render worker of the default `--jobs`. glibc's
    /// default (eight per core) lets each thread that meets contention open an arena of its own,
    /// and memory freed in one arena is never reused by another: workers that lay out large
    /// chapters on different threads each kept their own high-water mark (linear-algebra.epub
    /// peaked about 25 MB higher). One arena for all threads was worse the other way: the workers
    /// queued on its lock. `MALLOC_ARENA_MAX` in the environment still wins.
    ///
    /// Blocks of 128 KiB and more are mapped and unmapped on their own, and the heap is trimmed
    /// past 512 KiB free at its top. glibc's default raises the mapping threshold up to 32 MiB
    /// as large blocks are freed, after which the 2 MB buffers of every chapter and page (the
    /// chapter's bytes, gray scanlines) come from the heap and leave it fragmented (about 2 MB
    /// more at the peak on linear-algebra.epub). `MALLOC_MMAP_THRESHOLD_` and
    /// `MALLOC_TRIM_THRESHOLD_` in the environment still win.
    static func apply() {
        #if canImport(Glibc)
            if getenv("MALLOC_ARENA_MAX") == nil { _ = mallopt(M_ARENA_MAX, Int32(max(1, min(ProcessorCount.active, 64)))) }
            if getenv("MALLOC_MMAP_THRESHOLD_") == nil { _ = mallopt(M_MMAP_THRESHOLD, 128 << 10) }
            if getenv("MALLOC_TRIM_THRESHOLD_") == nil { _ = mallopt(M_TRIM_THRESHOLD, 512 << 10) }
        #endif
    }
}
