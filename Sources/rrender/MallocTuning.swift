#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// glibc malloc settings for the CLI process, made before any thread starts.
enum MallocTuning {
    /// One malloc arena for all threads. glibc gives each thread that contends for the heap an
    /// arena of its own, and memory freed in one arena is never reused by another: render workers
    /// that lay out large chapters on different threads then each keep their own high-water mark
    /// (linear-algebra.epub peaked about 25 MB higher with the default). The cost in lock
    /// contention is not measurable: most time goes to Pango, Cairo and zlib, which allocate
    /// little per page. `MALLOC_ARENA_MAX` in the environment still wins.
    static func apply() {
        #if canImport(Glibc)
        guard getenv("MALLOC_ARENA_MAX") == nil else { return }
        _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
